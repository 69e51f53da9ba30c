import { Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import { CHEF_APPLICATION_RULES, pickRules, validate, type ChefApplicationResponse } from '@chefs/contracts';
import { Chef, ChefApplication, UNIQUE_INDEXES } from '@chefs/db';
import { emailEvent, enqueueOutbox } from '@chefs/queue';
import { DomainError, violatedConstraint } from '@chefs/server-core';
import type { ChefApplicationDto } from './dto/chef-application.dto';
import { toApplicationRow, toChefApplicationResponse, type QuizScores } from './chef-application.mapper';
import { gradeQuiz } from './quiz-grading';

const OPEN_APPLICATION = 'You already have an application under review.';
const ALREADY_A_CHEF = 'You already have a chef profile.';
const OPEN_STATUSES = ['pending', 'under_review'] as const;
const SCORE_RULES = pickRules(CHEF_APPLICATION_RULES, ['foodSafetyScore', 'professionalismScore']);

/** Chef applications: graded on the server, one open per user, acknowledged by e-mail. */
@Injectable()
export class ApplicationsService {
  constructor(private readonly dataSource: DataSource) {}

  async submit(userId: string, dto: ChefApplicationDto): Promise<ChefApplicationResponse> {
    const scores = gradeQuizzes(dto);
    const errors = validate(SCORE_RULES, { ...scores });
    if (errors.length > 0) throw new DomainError('application.invalid', errors[0].message, errors);
    try {
      return await this.dataSource.transaction((manager) => this.insert(manager, userId, dto, scores));
    } catch (error) {
      // Two submissions racing past the check below: the partial unique index decides.
      if (violatedConstraint(error) === UNIQUE_INDEXES.openApplicationPerUser) {
        throw new DomainError('application.already_open', OPEN_APPLICATION);
      }
      throw error;
    }
  }

  private async insert(
    manager: EntityManager,
    userId: string,
    dto: ChefApplicationDto,
    scores: QuizScores,
  ): Promise<ChefApplicationResponse> {
    if (await manager.existsBy(Chef, { userId })) throw new DomainError('application.already_chef', ALREADY_A_CHEF);
    if (await manager.existsBy(ChefApplication, { userId, status: In(OPEN_STATUSES) }))
      throw new DomainError('application.already_open', OPEN_APPLICATION);
    const application = await manager.save(
      ChefApplication,
      manager.create(ChefApplication, toApplicationRow(userId, dto, scores)),
    );
    await enqueueOutbox(
      manager,
      emailEvent(
        'application_received',
        application.email,
        { fullName: application.fullName },
        `application_received:${application.id}`,
      ),
    );
    return toChefApplicationResponse(application);
  }
}

/** Both quizzes graded from the submitted answers; a score the browser claims is never read. */
function gradeQuizzes(dto: Pick<ChefApplicationDto, 'foodSafetyAnswers' | 'professionalismAnswers'>): QuizScores {
  return {
    foodSafetyScore: gradeQuiz('foodSafety', dto.foodSafetyAnswers),
    professionalismScore: gradeQuiz('professionalism', dto.professionalismAnswers),
  };
}
