import { Beef, CookingPot, Drumstick, Fish, Shell, Shrimp, Soup, Wheat, Wine } from 'lucide-react';
import { foodIcon } from './food-icon';

describe('foodIcon', () => {
  it.each([
    ['Southern Shrimp and Grits', Shrimp],
    ['Pan-Seared Scallops with Brown Butter Cauliflower Purée', Shell],
    ['Lobster Risotto', Fish],
    ['Duck Breast with Cherry Port Reduction', Drumstick],
    ['Herb-Crusted Rack of Lamb', Beef],
    ['Wild Mushroom and Truffle Tagliatelle', Wheat],
    ['Lentil and Vegetable Soup', Soup],
  ])('draws %s by its main ingredient', (title, icon) => {
    expect(foodIcon(title, 'fine_dining')).toBe(icon);
  });

  it("falls back to the category's icon", () => {
    expect(foodIcon('Chef Special', 'fine_dining')).toBe(Wine);
    expect(foodIcon('Sunday Prep Box', 'meal_prep')).toBe(CookingPot);
  });
});
