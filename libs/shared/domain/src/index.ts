export * from './money';
export * from './pricing';
export * from './slugs';
export * from './calendar';
export * from './schedule';
export * from './booking-rules';
export * from './quizzes';
