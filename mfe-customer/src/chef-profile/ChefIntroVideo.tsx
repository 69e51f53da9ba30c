import { isHttpUrl } from '@chefs/contracts';
import { buttonClasses, Card, CardHeader } from '@chefs/ui';
import { PlayCircle } from 'lucide-react';

/** The chef's intro video, opened on its own site; nothing when there is none (or it is not a web address). */
export function ChefIntroVideo({ name, videoUrl }: { name: string; videoUrl: string | null }) {
  if (!videoUrl || !isHttpUrl(videoUrl)) return null;
  return (
    <Card>
      <CardHeader title="Intro Video" description={`Meet ${name} before you book.`} />
      <a href={videoUrl} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: 'outline' })}>
        <PlayCircle aria-hidden="true" className="h-4 w-4" />
        Watch the intro video
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Card>
  );
}
