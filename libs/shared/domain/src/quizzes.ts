import type { QuizId } from '@chefs/contracts';

/**
 * The two quizzes of the chef application (step 3): their questions and options, which
 * the browser shows. Which option is right is known only to the server (public-bff's
 * answer key), which grades the submitted answers; this module ships to the browser.
 */
export { QUIZ_IDS, type QuizId } from '@chefs/contracts';

export interface QuizQuestion {
  question: string;
  options: readonly string[];
}

export interface Quiz {
  id: QuizId;
  title: string;
  questions: readonly QuizQuestion[];
}

/** A quiz passes at 80 percent or more. */
export const QUIZ_PASS_SCORE = 80;

export const FOOD_SAFETY_QUIZ: Quiz = {
  id: 'foodSafety',
  title: 'Food Safety Quiz',
  questions: [
    {
      question: 'What is the safe internal temperature for cooked poultry?',
      options: ['145°F', '155°F', '165°F', '180°F'],
    },
    {
      question: 'What is the longest time food may safely stay in the temperature danger zone?',
      options: ['1 hour', '2 hours', '4 hours', '6 hours'],
    },
    {
      question: 'What should you do right after handling raw meat?',
      options: [
        'Wipe your hands on a towel and keep cooking',
        'Rinse your hands with cold water',
        'Use hand sanitizer only',
        'Wash your hands with soap and warm water for at least 20 seconds',
      ],
    },
    {
      question: 'What is the temperature danger zone, where bacteria grow fastest?',
      options: ['32°F to 100°F', '40°F to 140°F', '50°F to 150°F', '60°F to 165°F'],
    },
    {
      question: 'What is the safest way to thaw frozen meat?',
      options: [
        'On the kitchen counter',
        'In a sink of hot water',
        'In the refrigerator',
        'In a warm oven with the door open',
      ],
    },
  ],
};

export const PROFESSIONALISM_QUIZ: Quiz = {
  id: 'professionalism',
  title: 'Professionalism Quiz',
  questions: [
    {
      question: "A client's dinner is served at 7:00 PM. When should you arrive?",
      options: [
        'Exactly at 7:00 PM',
        'Early enough to set up and be ready before service starts',
        'Whenever traffic allows',
        'After the guests have been seated',
      ],
    },
    {
      question: 'The client tells you a guest has a severe nut allergy. What do you do?',
      options: [
        'Pick the visible nuts out of the dishes',
        'Plan a nut-free menu, prevent cross-contact, and confirm the details with the client',
        'Serve the usual menu and warn the guest',
        'Let the guest decide what is safe to eat',
      ],
    },
    {
      question: "How should you leave the client's kitchen after service?",
      options: [
        'As it is: cleaning up is the client’s job',
        'Clean and tidy, at least as clean as you found it',
        'Wash only your own equipment',
        'Leave the dishes soaking in the sink',
      ],
    },
    {
      question: 'You will be 20 minutes late for a booking. What should you do?',
      options: [
        'Explain when you arrive',
        'Call or message the client as soon as you know, with a new arrival time',
        'Say nothing and cook faster',
        'Cancel the booking',
      ],
    },
    {
      question: 'How should you present yourself and your food?',
      options: [
        'Casual clothes are fine: only the taste matters',
        'Clean chef attire, and dishes plated with care as described on the menu',
        'Serve straight from the cooking pots to save time',
        'Dress like the guests and plate however is quickest',
      ],
    },
  ],
};

export const QUIZZES: Readonly<Record<QuizId, Quiz>> = {
  foodSafety: FOOD_SAFETY_QUIZ,
  professionalism: PROFESSIONALISM_QUIZ,
};

/** The rounded percentage of `correct` answers out of `total` questions. */
export function scorePercent(correct: number, total: number): number {
  return total > 0 ? Math.round((correct / total) * 100) : 0;
}

export function isPassingScore(score: number): boolean {
  return score >= QUIZ_PASS_SCORE;
}
