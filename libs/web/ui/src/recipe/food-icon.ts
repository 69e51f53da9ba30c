import { type RecipeCategory } from '@chefs/contracts';
import {
  Bean,
  Beef,
  CookingPot,
  Drumstick,
  Egg,
  Fish,
  type LucideIcon,
  Salad,
  Shell,
  Shrimp,
  Soup,
  Timer,
  Wheat,
  Wine,
} from 'lucide-react';

/** Words in a title that name its main ingredient, first match wins. */
const BY_WORD: readonly [RegExp, LucideIcon][] = [
  [/\bshrimp|prawn/, Shrimp],
  [/scallop|oyster|clam|mussel/, Shell],
  [/salmon|\bcod\b|fish|tuna|lobster|crab|trout/, Fish],
  [/chicken|duck|turkey|wings?\b/, Drumstick],
  [/beef|steak|lamb|pork|wellington|brisket/, Beef],
  [/salad|quinoa|greens/, Salad],
  [/soup|chili|stew|dumpling/, Soup],
  [/pasta|orzo|tagliatelle|noodle|macaroni|\bmac\b|risotto|grits|oats|rice/, Wheat],
  [/\beggs?\b|omelet|frittata/, Egg],
  [/lentil|bean|chickpea/, Bean],
];

const BY_CATEGORY: Record<RecipeCategory, LucideIcon> = {
  meal_prep: CookingPot,
  quick_dinners: Timer,
  healthy: Salad,
  comfort_food: Soup,
  fine_dining: Wine,
};

/** The icon of a recipe's drawn picture: its main ingredient when the title names one, else its category's. */
export function foodIcon(title: string, category: RecipeCategory): LucideIcon {
  const lower = title.toLowerCase();
  return BY_WORD.find(([pattern]) => pattern.test(lower))?.[1] ?? BY_CATEGORY[category] ?? CookingPot;
}
