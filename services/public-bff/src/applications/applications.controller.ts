import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser, Public, type SessionUser } from '@chefs/auth';
import type { ChefApplicationResponse, QuizScoreResponse } from '@chefs/contracts';
import { RateLimited } from '@chefs/server-core';
import { ApplicationsService } from './applications.service';
import { ChefApplicationDto } from './dto/chef-application.dto';
import { QuizScoreDto } from './dto/quiz-score.dto';
import { gradeQuizResult } from './quiz-grading';

@ApiTags('chef applications')
@Controller('api/chef-application')
export class ApplicationsController {
  constructor(private readonly applications: ApplicationsService) {}

  /** Submits the signed-in user's application (201), graded and checked on the server. */
  @Post()
  @Authenticated()
  @RateLimited('application')
  submit(@CurrentUser() user: SessionUser, @Body() body: ChefApplicationDto): Promise<ChefApplicationResponse> {
    return this.applications.submit(user.id, body);
  }

  /**
   * Grades one quiz of step 3 for whoever fills in the application (signed in or not): the
   * answer key stays here, the browser learns only the score.
   */
  @Post('quiz-score')
  @Public()
  @HttpCode(HttpStatus.OK)
  @RateLimited('quiz')
  quizScore(@Body() body: QuizScoreDto): QuizScoreResponse {
    return { quizId: body.quizId, ...gradeQuizResult(body.quizId, body.answers) };
  }
}
