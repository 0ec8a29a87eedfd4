import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound, ValidationError } from '../../errors.ts';
import {
  ANSWER_TOKEN_HEADER,
  answerClaimBody,
  answeringBody,
  answerTexts,
  hashOfToken,
  newAnswerToken,
  saveAnswersBody,
  studentNamed,
  toAnswering,
  toAnswerSheet,
  toMyAnswers,
} from '../../domain/assessments/answering.ts';
import { MAX_STUDENTS } from '../../domain/assessments/class-list.ts';
import { withFreshJoinCode } from '../../domain/join-codes.ts';
import type { AssessmentRow } from '../../repositories/assessments.ts';
import { createAssessmentRepository } from '../../repositories/assessments.ts';
import { isUuid } from '../../validation.ts';
import { withUnknownFieldMessage, type FastifyPluginAsyncZod } from '../../schema/zod-provider.ts';
import { idParams, itemIdParam } from '../../schema/params.ts';
import { replies } from '../../schema/errors.ts';
import { answerClaimSchema, answeringSchema, answerSheetSchema, myAnswersSchema } from '../../../src/contracts/schemas/assessment.ts';

const NOT_FOUND = 'Assessment not found';
const NOT_PART = 'These fields are not part of answering';
const codeParams = z.object({ code: z.string() });
const tokenHeaders = z.object({ [ANSWER_TOKEN_HEADER]: z.string().max(200).optional().describe('The secret the device was given when the student picked their name') });
const noFields = withUnknownFieldMessage(z.object({}).strict(), NOT_PART);

/**
 * Answering an assessment online. Public, for students without an account: the answer sheet behind the code, picking
 * a name, reading one's own answers back, saving them as one goes and handing in. Wrong codes are counted per address
 * like a lesson's. For the teacher: open and close answering (the first opening draws the code), a new code that
 * retires the old one, who has joined and handed in, reopening a student's hand-in, and freeing a name held by a device.
 */
const assessmentAnsweringRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createAssessmentRepository(app.database.db);

  /** The open assessment behind a code: 404 for no such code (counted against the address), 409 while closed. */
  async function openAssessment(request: FastifyRequest, code: string): Promise<AssessmentRow> {
    const attempt = app.lookupAttempts.begin(request.ip, answerTexts.tooManyCodes);
    const normalised = code.trim().toUpperCase();
    const row = /^[A-Z0-9]{6}$/.test(normalised) ? await repo.findByJoinCode(normalised) : undefined;
    if (!row) throw notFound(answerTexts.notFound);
    attempt.found();
    if (!row.answeringOpen) throw new HttpError(409, answerTexts.closed);
    return row;
  }

  /** The student whose name this device holds: the secret's hash names their row, and only theirs. */
  async function holder(row: AssessmentRow, token: string | undefined) {
    if (!token) throw new ValidationError([{ field: ANSWER_TOKEN_HEADER, message: answerTexts.pickFirst }]);
    const claimHash = hashOfToken(token);
    const mark = await repo.markHeldBy(row.id, claimHash);
    const student = mark && row.students.find((s) => s.id === mark.studentId);
    if (!mark || !student) throw new HttpError(409, answerTexts.notYourDevice);
    return { mark, student, claimHash };
  }

  /** Answers only to this assessment's questions, and a choice only from its options. */
  function checkedAnswers(row: AssessmentRow, answers: Record<string, string>) {
    const problems = Object.entries(answers).flatMap(([itemId, answer]) => {
      const item = row.items.find((i) => i.id === itemId);
      if (!item) return [{ field: `answers.${itemId}`, message: answerTexts.unknownItem(itemId) }];
      if (item.kind === 'multiple-choice' && answer !== '' && item.options && !item.options.includes(answer)) {
        return [{ field: `answers.${itemId}`, message: 'Choose one of the options given.' }];
      }
      return [];
    });
    if (problems.length) throw new ValidationError(problems);
    return answers;
  }

  async function save(request: FastifyRequest, code: string, token: string | undefined, answers: Record<string, string>, submit: boolean) {
    const row = await openAssessment(request, code);
    const { mark, student, claimHash } = await holder(row, token);
    if (mark.submittedAt) throw new HttpError(409, answerTexts.submitted);
    const saved = await repo.saveAnswers(row.id, student.id, claimHash, checkedAnswers(row, answers), submit);
    // Between the read and the write the teacher freed the name, or the student handed in on this device twice.
    if (!saved) throw new HttpError(409, (await repo.markOf(row.id, student.id))?.submittedAt ? answerTexts.submitted : answerTexts.notYourDevice);
    return toMyAnswers(student, saved);
  }

  app.get('/assessment/join/:code', { schema: { summary: 'A student opens an assessment open for answering: its questions and the class list to pick a name from (no account)', params: codeParams, response: replies({ 200: answerSheetSchema }, 404, 409) } }, async (request) =>
    toAnswerSheet(await openAssessment(request, request.params.code)),
  );

  /**
   * A student picks their name (by its id) or types it. A typed name that matches none on the list is added to it,
   * with a fresh id: the teacher then sees the student (a name they missed or spelled otherwise) among those who
   * hand in, and can mark or remove them; refusing would leave a student in front of the class unable to answer.
   * A name another device holds is refused (409) until the teacher frees it, so nobody answers as someone else.
   */
  app.post(
    '/assessment/join/:code/claim',
    { schema: { summary: 'A student picks their name (or types it); the answer holds the secret their device sends with every save', params: codeParams, body: withUnknownFieldMessage(answerClaimBody, NOT_PART), response: replies({ 200: answerClaimSchema }, 400, 404, 409) } },
    async (request) => {
      const row = await openAssessment(request, request.params.code);
      const body = request.body;
      const student =
        'studentId' in body
          ? row.students.find((s) => s.id === body.studentId)
          : (studentNamed(row, body.name) ?? (await repo.studentForTypedName(row.id, body.name, (current) => studentNamed(current, body.name), MAX_STUDENTS)));
      if (!student) {
        if ('studentId' in body) throw new ValidationError([{ field: 'studentId', message: answerTexts.noSuchStudent }]);
        throw new HttpError(409, 'The class list is full. Ask your teacher to add your name.');
      }
      const token = newAnswerToken();
      const mark = await repo.claim(row.id, student.id, hashOfToken(token));
      if (!mark) throw new HttpError(409, answerTexts.nameTaken);
      return { ...toMyAnswers(student, mark), token };
    },
  );

  app.get('/assessment/join/:code/answers', { schema: { summary: 'A student reads their own answers back (X-Answer-Token)', params: codeParams, headers: tokenHeaders, response: replies({ 200: myAnswersSchema }, 400, 404, 409) } }, async (request) => {
    const row = await openAssessment(request, request.params.code);
    const { mark, student } = await holder(row, request.headers[ANSWER_TOKEN_HEADER]);
    return toMyAnswers(student, mark);
  });

  /** Saves answers as the student goes (merged with those saved before); refused once handed in. */
  app.put(
    '/assessment/join/:code/answers',
    { schema: { summary: 'A student saves answers as they go, merged with those saved before (X-Answer-Token)', params: codeParams, headers: tokenHeaders, body: withUnknownFieldMessage(saveAnswersBody, NOT_PART), response: replies({ 200: myAnswersSchema }, 400, 404, 409) } },
    async (request) => save(request, request.params.code, request.headers[ANSWER_TOKEN_HEADER], request.body.answers, false),
  );

  /** Saves the last answers and hands in: once per student, until the teacher reopens it. */
  app.post(
    '/assessment/join/:code/submit',
    { schema: { summary: 'A student saves their last answers and hands in, once until the teacher reopens it (X-Answer-Token)', params: codeParams, headers: tokenHeaders, body: withUnknownFieldMessage(saveAnswersBody, NOT_PART), response: replies({ 200: myAnswersSchema }, 400, 404, 409) } },
    async (request) => save(request, request.params.code, request.headers[ANSWER_TOKEN_HEADER], request.body.answers, true),
  );

  await app.register(ownedAnsweringRoutes);
};

const studentParams = z.object({ id: itemIdParam(), studentId: z.string() });

const ownedAnsweringRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a caller without a token hears 401 whatever the request holds.
  app.addHook('preValidation', app.requireCaller);
  const repo = createAssessmentRepository(app.database.db);

  const find = async (ownerId: string, id: string) => {
    const row = isUuid(id) ? await repo.find(ownerId, id) : undefined;
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };
  const answering = async (row: AssessmentRow) => toAnswering(row, await repo.marks(row.id));
  const studentOf = (row: AssessmentRow, studentId: string) => {
    const student = row.students.find((s) => s.id === studentId);
    if (!student) throw notFound('Student not found on this class list');
    return student;
  };

  app.get('/assessment/:id/answering', { schema: { summary: 'The code, whether answering is open, and who has joined and handed in', params: idParams, response: replies({ 200: answeringSchema }, 401, 404) } }, async (request) =>
    answering(await find(request.caller!.id, request.params.id)),
  );

  /** Opens or closes answering; the first opening draws the code students join with (kept when closed and reopened). */
  app.post(
    '/assessment/:id/answering',
    { schema: { summary: 'Opens or closes answering online; the first opening draws the code', params: idParams, body: withUnknownFieldMessage(answeringBody, NOT_PART), response: replies({ 200: answeringSchema }, 400, 401, 404) } },
    async (request) => {
      const callerId = request.caller!.id;
      const existing = await find(callerId, request.params.id);
      if (!request.body.open || existing.joinCode) return answering((await repo.update(callerId, existing.id, { answeringOpen: request.body.open }))!);
      return answering(await withFreshJoinCode(async (joinCode) => (await repo.update(callerId, existing.id, { answeringOpen: true, joinCode }))!));
    },
  );

  /**
   * A new code retires the old one, for a code shared beyond the class. The names devices picked with the old code
   * are freed too, or someone outside the class who joined with it would keep a student's name: each student picks
   * their name again with the new code and finds their saved answers (hand-ins stay handed in). Whether answering is
   * open does not change.
   */
  app.post(
    '/assessment/:id/answering/code',
    { schema: { summary: 'Draws a new code students join with; the old code then names nothing and every name is free to pick again (answers stay)', params: idParams, body: noFields, response: replies({ 200: answeringSchema }, 400, 401, 404) } },
    async (request) => {
      const callerId = request.caller!.id;
      const existing = await find(callerId, request.params.id);
      const renewed = await withFreshJoinCode((joinCode) => repo.renewJoinCode(callerId, existing.id, joinCode));
      if (!renewed) throw notFound(NOT_FOUND);
      return answering(renewed);
    },
  );

  /** Lets a student who handed in change their answers and hand in again. */
  app.post(
    '/assessment/:id/answering/:studentId/reopen',
    { schema: { summary: "Reopens a student's hand-in so they can change their answers", params: studentParams, body: noFields, response: replies({ 200: answeringSchema }, 400, 401, 404, 409) } },
    async (request) => {
      const row = await find(request.caller!.id, request.params.id);
      const student = studentOf(row, request.params.studentId);
      if (!(await repo.reopen(row.id, student.id))) throw new HttpError(409, answerTexts.notSubmitted(student.name));
      return answering(row);
    },
  );

  /** Frees a student's name from the device that picked it (a lost or swapped device); their answers stay. */
  app.post(
    '/assessment/:id/answering/:studentId/free',
    { schema: { summary: "Frees a student's name from the device that picked it; their answers stay", params: studentParams, body: noFields, response: replies({ 200: answeringSchema }, 400, 401, 404) } },
    async (request) => {
      const row = await find(request.caller!.id, request.params.id);
      await repo.free(row.id, studentOf(row, request.params.studentId).id);
      return answering(row);
    },
  );
};

export default assessmentAnsweringRoutes;
