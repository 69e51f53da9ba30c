import { FOOD_SAFETY_QUIZ, PROFESSIONALISM_QUIZ } from '@chefs/domain';
import { FormField, Input } from '@chefs/ui';
import { type ApplicationStepProps } from './application-form';
import { QuizCard } from './QuizCard';

/** Step 3: an optional cooking video and the two quizzes (80% or more on each). */
export function VideoQuizStep({ values, errorOf, onChange, onTouch }: ApplicationStepProps) {
  return (
    <div className="grid gap-6">
      <FormField
        id="application-cookingVideoUrl"
        label="Cooking video link"
        optional
        hint="A short video of you cooking, on YouTube, Vimeo or similar."
        error={errorOf('cookingVideoUrl')}
      >
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
            value={values.cookingVideoUrl}
            onChange={(e) => onChange({ cookingVideoUrl: e.target.value })}
            onBlur={() => onTouch('cookingVideoUrl')}
          />
        )}
      </FormField>
      <QuizCard
        quiz={FOOD_SAFETY_QUIZ}
        score={values.foodSafetyScore}
        error={errorOf('foodSafetyScore')}
        errorId="application-foodSafetyScore-error"
        onFinish={(foodSafetyAnswers, foodSafetyScore) => {
          onChange({ foodSafetyAnswers, foodSafetyScore });
          onTouch('foodSafetyScore');
        }}
      />
      <QuizCard
        quiz={PROFESSIONALISM_QUIZ}
        score={values.professionalismScore}
        error={errorOf('professionalismScore')}
        errorId="application-professionalismScore-error"
        onFinish={(professionalismAnswers, professionalismScore) => {
          onChange({ professionalismAnswers, professionalismScore });
          onTouch('professionalismScore');
        }}
      />
    </div>
  );
}
