import type { Difficulty, NutritionInfo, RecipeCategory } from '@chefs/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A recipe of the hub, or a fine_dining dish. `slug` is recipeSlug(title) from @chefs/domain. */
@Entity('recipes')
export class Recipe {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', unique: true })
  slug: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text' })
  category: RecipeCategory;

  @Column({ type: 'text', default: 'easy' })
  difficulty: Difficulty;

  /** Minutes. */
  @Column({ name: 'prep_time', type: 'integer', default: 0 })
  prepTime: number;

  /** Minutes. */
  @Column({ name: 'cooking_time', type: 'integer', default: 0 })
  cookingTime: number;

  @Column({ type: 'integer', default: 1 })
  servings: number;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  ingredients: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  instructions: string[];

  @Column({ name: 'image_url', type: 'text', nullable: true })
  imageUrl: string | null;

  @Column({ name: 'nutrition_info', type: 'jsonb', nullable: true })
  nutritionInfo: NutritionInfo | null;

  @Column({ name: 'is_published', type: 'boolean', default: false })
  isPublished: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
