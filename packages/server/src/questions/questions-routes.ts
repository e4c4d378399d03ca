import { questionCreateSchema, questionUpdateSchema } from '@marginalia/core';
import { Hono } from 'hono';
import { requireUser } from '../auth/authenticate';
import { parseJsonBody, pathUuid } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { serializeQuestion } from './question-serializer';
import { createQuestion, deleteQuestion, listQuestions, updateQuestion } from './questions-service';

/** Question routes (contract §10). */
export function questionsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/datasets/:dataset_id/questions', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const questions = await listQuestions(c.var.db, c.var.user, datasetId);
    return c.json({ items: questions.map(serializeQuestion) });
  });

  routes.post('/datasets/:dataset_id/questions', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const body = await parseJsonBody(c, questionCreateSchema);
    return c.json(serializeQuestion(await createQuestion(c.var.db, c.var.user, datasetId, body)), 201);
  });

  routes.patch('/questions/:question_id', requireUser, async (c) => {
    const questionId = pathUuid(c, 'question_id');
    const body = await parseJsonBody(c, questionUpdateSchema);
    return c.json(serializeQuestion(await updateQuestion(c.var.db, c.var.user, questionId, body)));
  });

  routes.delete('/questions/:question_id', requireUser, async (c) => {
    const questionId = pathUuid(c, 'question_id');
    return c.json(serializeQuestion(await deleteQuestion(c.var.db, c.var.user, questionId)));
  });

  return routes;
}
