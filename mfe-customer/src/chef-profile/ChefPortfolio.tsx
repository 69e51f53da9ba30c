import { Card, CardHeader } from '@chefs/ui';

/** The chef's dishes in a grid; nothing at all when there are none. */
export function ChefPortfolio({ name, images }: { name: string; images: string[] }) {
  if (images.length === 0) return null;
  return (
    <Card>
      <CardHeader title="Portfolio" />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((src, i) => (
          <li key={src} className="aspect-square overflow-hidden rounded-xl bg-sand">
            <img
              src={src}
              alt={`A dish by ${name} (${i + 1} of ${images.length})`}
              loading="lazy"
              className="h-full w-full object-cover"
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
