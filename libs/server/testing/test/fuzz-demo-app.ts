import {
  BadRequestException,
  Body,
  Controller,
  Module,
  Post,
  ValidationPipe,
  type DynamicModule,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiProperty, DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { IsInt, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { DataSource } from 'typeorm';
import { fastifyOf, findBodyProblem } from '@chefs/server-core';

/*
 * A small app with the bugs the fuzzer exists to find, each in a route of its own, as a
 * BFF could have them: it parses JSON as Nest does by default and validates with
 * class-validator, with server-core's depth and size limits in front but not its text rules
 * (so NUL gets through, as when that filter was loosened by hand and nothing noticed).
 */

class NoteDto {
  @ApiProperty({ minLength: 1, maxLength: 200 }) @IsString() @MinLength(1) @MaxLength(200) title: string;
}

class TagDto {
  // No @MaxLength: the column is varchar(40).
  @ApiProperty({ minLength: 1 })
  @IsString()
  @MinLength(1)
  // eslint-disable-next-line no-control-regex -- refusing NUL is the point
  @Matches(/^[^\u0000]*$/)
  name: string;
}

class CounterDto {
  // No @Max: the column is int4.
  @ApiProperty({ minimum: 0 }) @IsInt() @Min(0) value: number;
}

class OrderDto {
  @ApiProperty({ pattern: '^[a-z]{1,20}$' }) @Matches(/^[a-z]{1,20}$/) item: string;
  @ApiProperty({ minimum: 1, maximum: 1000 }) @IsInt() @Min(1) @Max(1000) quantity: number;
}

class SafeDto {
  @ApiProperty({ maxLength: 40 })
  @IsString()
  @MaxLength(40)
  // eslint-disable-next-line no-control-regex -- refusing NUL is the point
  @Matches(/^[^\u0000]*$/)
  title: string;
  @ApiProperty({ minimum: 0, maximum: 1000 }) @IsInt() @Min(0) @Max(1000) count: number;
}

@Controller('api')
class DemoController {
  constructor(private readonly db: DataSource) {}

  /** Bug: NUL reaches Postgres text (22021, a 500). */
  @Post('notes')
  async note(@Body() dto: NoteDto) {
    await this.db.query('INSERT INTO fuzz_notes (title) VALUES ($1)', [dto.title]);
    return { ok: true };
  }

  /** Bug: 41+ characters reach a varchar(40) (22001, a 500). */
  @Post('tags')
  async tag(@Body() dto: TagDto) {
    await this.db.query('INSERT INTO fuzz_tags (name) VALUES ($1)', [dto.name]);
    return { ok: true };
  }

  /** Bug: 2^31 reaches an int4 (22003, a 500). */
  @Post('counters')
  async counter(@Body() dto: CounterDto) {
    await this.db.query('INSERT INTO fuzz_counters (value) VALUES ($1)', [dto.value]);
    return { ok: true };
  }

  /** Bug: writes the order, then refuses it (a 400 that wrote). */
  @Post('orders')
  async order(@Body() dto: OrderDto) {
    await this.db.query('INSERT INTO fuzz_orders (item, quantity) VALUES ($1, $2)', [dto.item, dto.quantity]);
    if (dto.quantity > 20) throw new BadRequestException('Orders of more than 20 need a call.');
    return { ok: true };
  }

  /** No bug: every value its DTO lets through fits its columns. */
  @Post('safe')
  async safe(@Body() dto: SafeDto) {
    await this.db.query('INSERT INTO fuzz_safe (title, count) VALUES ($1, $2)', [dto.title, dto.count]);
    return { ok: true };
  }
}

@Module({})
class DemoModule {
  static forRoot(dataSource: DataSource): DynamicModule {
    return {
      module: DemoModule,
      controllers: [DemoController],
      providers: [{ provide: DataSource, useValue: dataSource }],
    };
  }
}

/** The demo app's tables, in `dataSource`'s (test) database. */
export async function createDemoTables(dataSource: DataSource): Promise<void> {
  await dataSource.query(`
    CREATE TABLE fuzz_notes (id serial PRIMARY KEY, title text NOT NULL);
    CREATE TABLE fuzz_tags (id serial PRIMARY KEY, name varchar(40) NOT NULL);
    CREATE TABLE fuzz_counters (id serial PRIMARY KEY, value int4 NOT NULL);
    CREATE TABLE fuzz_orders (id serial PRIMARY KEY, item text NOT NULL, quantity int4 NOT NULL);
    CREATE TABLE fuzz_safe (id serial PRIMARY KEY, title varchar(40) NOT NULL, count int4 NOT NULL);`);
}

/** The app, its OpenAPI document at /api-docs/demo.json (where fuzzApi reads it). */
export async function startDemoApp(dataSource: DataSource): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(DemoModule.forRoot(dataSource), new FastifyAdapter(), {
    logger: false,
  });
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true }));
  // A body nested thousands of levels overflows class-transformer (issue 10): not this app's bug.
  fastifyOf(app).addHook('preValidation', async (request, reply) => {
    const problem = findBodyProblem(request.body);
    if (problem?.kind === 'tooDeep' || problem?.kind === 'tooMany')
      await reply.code(400).send({ message: problem.kind });
  });
  const document = SwaggerModule.createDocument(app, new DocumentBuilder().setTitle('demo').build());
  fastifyOf(app).get('/api-docs/demo.json', async () => document);
  await app.init();
  await fastifyOf(app).ready();
  return app;
}
