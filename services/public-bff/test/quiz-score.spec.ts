import { startTestApp } from './support';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type { TestDatabase } from '@chefs/db/testing';

describe('POST /api/chef-application/quiz-score (HTTP)', () => {
  let app: NestFastifyApplication;
  let db: TestDatabase;
  let http: ReturnType<typeof request>;
  const score = (body: unknown) => http.post('/api/chef-application/quiz-score').send(body as object);

  beforeAll(async () => {
    ({ app, db } = await startTestApp());
    http = request(app.getHttpServer());
  });

  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('grades a quiz for anyone filling in the application, signed in or not', async () => {
    expect((await score({ quizId: 'foodSafety', answers: [2, 1, 3, 1, 2] }).expect(200)).body).toEqual({
      quizId: 'foodSafety',
      score: 100,
      passed: true,
    });
    expect((await score({ quizId: 'professionalism', answers: [1, 1, 1, 0, 0] }).expect(200)).body).toEqual({
      quizId: 'professionalism',
      score: 60,
      passed: false,
    });
    expect((await score({ quizId: 'foodSafety', answers: [] }).expect(200)).body.score).toBe(0);
  });

  it('answers 400 to an unknown quiz or answers that are not option indexes', async () => {
    for (const body of [
      {},
      { quizId: 'cooking', answers: [1, 1, 1, 1, 1] },
      { quizId: 'foodSafety' },
      { quizId: 'foodSafety', answers: [1, 1, 1, 1, 1, 1] },
      { quizId: 'foodSafety', answers: [-1, 1, 1, 1, 1] },
      { quizId: 'foodSafety', answers: ['2', 1, 3, 1, 2] },
      { quizId: 'foodSafety', answers: [1.5] },
      { quizId: 'foodSafety', answers: [1, 1, 1, 1, 1], correctIndex: 2 },
    ]) {
      const res = await score(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
  });
});
