import { Body, Controller, Get, HttpCode, Module, Param, Post, Query, Req, type RawBodyRequest } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import request from 'supertest';
import {
  BODY_MESSAGES,
  JSON_BODY_LIMIT,
  MAX_JSON_DEPTH,
  MAX_JSON_VALUES,
  SignedBody,
  createNestApp,
  findBodyProblem,
  loadConfig,
} from '../src';

class NoteDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  title!: string;

  @IsOptional()
  @IsString()
  body?: string;
}

@Controller()
class NotesController {
  @Post('api/notes')
  create(@Body() dto: NoteDto): NoteDto {
    return dto;
  }

  @Get('api/notes/:slug')
  find(@Param('slug') slug: string, @Query('q') q?: string): { slug: string; q?: string } {
    return { slug, q };
  }

  @Post('api/signed')
  @HttpCode(200)
  @SignedBody(1024 * 1024)
  signed(@Req() req: RawBodyRequest<FastifyRequest>): { bytes: number } {
    return { bytes: req.rawBody?.length ?? -1 };
  }

  /** Like the dev identity provider's sign-in page: a form, outside /api. */
  @Post('interaction/login')
  @HttpCode(200)
  login(@Body() form: Record<string, string>): Record<string, string> {
    return form;
  }
}

@Module({ controllers: [NotesController] })
class NotesModule {}

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('request bodies (every app, through createNestApp)', () => {
  let app: NestFastifyApplication;
  let http: ReturnType<typeof request>;
  beforeAll(async () => {
    app = await createNestApp(NotesModule, loadConfig('notes', 0, [], { NODE_ENV: 'test' }), { rawBody: true });
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    http = request(app.getHttpServer());
  });
  afterAll(async () => {
    await app.close();
  });

  const postJson = (path: string, raw: string) => http.post(path).set('content-type', 'application/json').send(raw);

  it('accepts a plain JSON body', async () => {
    const res = await http.post('/api/notes').send({ title: 'Dinner', body: 'Line one\nline two\tindented\r\n' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ title: 'Dinner', body: 'Line one\nline two\tindented\r\n' });
  });

  it.each([
    ['an array nested 20,000 levels', `{"title":"x","body":${deepArray(20_000)}}`],
    ['an object nested 10,000 levels', `{"title":"x","body":${deepObject(10_000)}}`],
    ['a whole body nested one level too deep', deepArray(MAX_JSON_DEPTH + 1)],
  ])('answers 400 with a plain message, not a stack overflow, for %s', async (_name, raw) => {
    expect(raw.length).toBeLessThanOrEqual(JSON_BODY_LIMIT);
    const res = await postJson('/api/notes', raw);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'bad_request',
      message: BODY_MESSAGES.tooDeep,
    });
  });

  it('answers 400 for too many values, and lets a body at the limits through to validation', async () => {
    const many = JSON.stringify({ title: 'x', body: Array.from({ length: MAX_JSON_VALUES }, () => 0) });
    expect((await postJson('/api/notes', many)).body).toMatchObject({ message: BODY_MESSAGES.tooMany });
    // At the limits the DTO's own rules speak (body must be a string).
    const atDepth = `{"title":"x","body":${deepArray(MAX_JSON_DEPTH - 1)}}`;
    const res = await postJson('/api/notes', atDepth);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'body', message: 'body must be a string' }]);
  });

  it.each([
    ['NUL', 'ab\u0000cd'],
    ['escape', 'ab\u001b[31mcd'],
    ['vertical tab', 'ab\u000bcd'],
    ['DEL', 'ab\u007fcd'],
    ['C1 control', 'ab\u0085cd'],
  ])('refuses a %s in any string with 400 naming the field', async (_name, text) => {
    for (const body of [{ title: text }, { title: 'ok', body: text }]) {
      const res = await http.post('/api/notes').send(body);
      expect(res.status).toBe(400);
      const field = 'body' in body ? 'body' : 'title';
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'bad_request',
        message: BODY_MESSAGES.controlCharacters,
        errors: [{ field, message: BODY_MESSAGES.controlCharacters }],
      });
    }
    const nested = await postJson('/api/notes', JSON.stringify({ title: 'x', body: { list: ['fine', text] } }));
    expect(nested.body.errors).toEqual([{ field: 'body.list.1', message: BODY_MESSAGES.controlCharacters }]);
  });

  it.each([
    ['a lone high surrogate', 'ab\ud800cd'],
    ['a lone low surrogate', 'ab\udc00cd'],
    ['a high surrogate at the end', 'abc\udbff'],
  ])('refuses %s (not Unicode; Postgres json refuses it) with 400 naming the field', async (_name, text) => {
    const res = await postJson('/api/notes', JSON.stringify({ title: 'x', body: text }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: BODY_MESSAGES.malformedText,
      errors: [{ field: 'body', message: BODY_MESSAGES.malformedText }],
    });
    const key = await postJson('/api/notes', JSON.stringify({ title: 'x', [text]: 1 }));
    expect(key.body).toMatchObject({ message: BODY_MESSAGES.malformedText });
    // A surrogate pair is one character, as any emoji is.
    expect((await postJson('/api/notes', JSON.stringify({ title: 'x', body: 'yum 😀' }))).status).toBe(201);
  });

  it('refuses control characters in keys, query and path parameters', async () => {
    expect((await postJson('/api/notes', '{"title":"x","a\\u0000b":1}')).status).toBe(400);
    const query = await http.get('/api/notes/fine?q=a%00b');
    expect(query.status).toBe(400);
    expect(query.body.errors).toEqual([{ field: 'q', message: BODY_MESSAGES.controlCharacters }]);
    expect((await http.get('/api/notes/a%00b')).status).toBe(400);
    expect((await http.get('/api/notes/caf%C3%A9?q=tab%09ok')).body).toEqual({ slug: 'café', q: 'tab\tok' });
  });

  it('answers 413 past 64 KiB, except on a route marked @SignedBody, which keeps the raw bytes', async () => {
    const big = JSON.stringify({ title: 'x', body: 'y'.repeat(JSON_BODY_LIMIT) });
    const res = await postJson('/api/notes', big);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    const signed = await postJson('/api/signed', big);
    expect(signed.status).toBe(200);
    expect(signed.body).toEqual({ bytes: Buffer.byteLength(big) });
    // A signed payload is not held to the DTO guards: it is verified, not validated.
    expect((await postJson('/api/signed', deepArray(100))).status).toBe(200);
  });

  it('is JSON only on /api: form-encoded, multipart and other types answer 415', async () => {
    const form = await http
      .post('/api/notes')
      .set('content-type', 'application/x-www-form-urlencoded')
      .send('title=Dinner');
    expect(form.status).toBe(415);
    expect(form.body).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      code: 'unsupported_media_type',
      message: BODY_MESSAGES.jsonOnly,
    });
    const multipart = await http.post('/api/notes').field('title', 'Dinner');
    expect(multipart.status).toBe(415);
    expect(multipart.body.message).toBe(BODY_MESSAGES.jsonOnly);
    expect((await http.post('/api/notes').set('content-type', 'text/plain').send('title')).status).toBe(415);
  });

  it('still reads a form outside /api (the identity provider sign-in page), with the same text rules', async () => {
    const form = (body: string) =>
      http.post('/interaction/login').set('content-type', 'application/x-www-form-urlencoded').send(body);
    expect((await form('email=a%40b.test&password=p%20w')).body).toEqual({ email: 'a@b.test', password: 'p w' });
    expect((await form('email=a%00b')).status).toBe(400);
  });
});

describe('findBodyProblem', () => {
  it('walks a million-level nesting without overflowing', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 1_000_000; i++) deep = [deep];
    expect(findBodyProblem(deep)).toEqual({ kind: 'tooDeep' });
    expect(findBodyProblem({ a: [{ b: 'fine\n' }] })).toBeNull();
  });
});
