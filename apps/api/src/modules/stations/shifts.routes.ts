import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@opentip/shared/schemas/envelope.schema';
import {
  clockInBody,
  correctShiftBody,
  myShiftData,
  scheduledShiftData,
  scheduledShiftParams,
  scheduledShiftsData,
  scheduleShiftBody,
  shiftChangesData,
  shiftData,
  shiftParams,
  shiftsData,
  shiftsQuery,
} from '@opentip/shared/schemas/stations.schema';
import { z } from 'zod';
import { currentUser } from '../../lib/authenticate.ts';
import type { ModuleRoutes } from '../../lib/module.ts';
import { ok } from '../../lib/reply.ts';
import { cancelScheduledShift, listScheduledShifts, scheduleShift } from './scheduled-shifts.service.ts';
import { clockIn, clockOut, correctShift, listShifts, myShift, shiftHistory } from './shifts.service.ts';

const signedIn = { tags: ['teams'], security: [{ bearer: [] }] };

/** Clocking in and out at stations, who is on, and managers' corrections (kept in shift_changes). */
export const shiftRoutes: ModuleRoutes = async (app, { deps, auth }) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  api.post(
    '/teams/shifts/clock-in',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'Clock in at a station, by its id or its code (members)',
        body: clockInBody,
        response: { 200: envelope(shiftData) },
      },
    },
    async (request) => {
      const shift = await clockIn(db, {
        user: currentUser(request).user,
        body: request.body,
        now: deps.now(),
      });
      return ok('clockedIn', { shift });
    },
  );

  api.post(
    '/teams/shifts/clock-out',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: "End the caller's open shift",
        body: z.object({}).optional(),
        response: { 200: envelope(shiftData) },
      },
    },
    async (request) => {
      const shift = await clockOut(db, { user: currentUser(request).user, now: deps.now() });
      return ok('clockedOut', { shift });
    },
  );

  api.get(
    '/teams/shifts/mine',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: "The caller's open shift and their team's stations",
        response: { 200: envelope(myShiftData) },
      },
    },
    async (request) => ok('ok', await myShift(db, { user: currentUser(request).user })),
  );

  api.get(
    '/teams/shifts',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: "The team's open shifts and those of the last 7 days (owner and admins)",
        querystring: shiftsQuery,
        response: { 200: envelope(shiftsData) },
      },
    },
    async (request) => {
      const shifts = await listShifts(db, {
        user: currentUser(request).user,
        teamId: request.query.teamId,
        now: deps.now(),
      });
      return ok('ok', { shifts });
    },
  );

  api.put(
    '/teams/shifts/:shiftId',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: "Correct a shift's times, with a reason (owner and admins)",
        params: shiftParams,
        body: correctShiftBody,
        response: { 200: envelope(shiftData) },
      },
    },
    async (request) => {
      const shift = await correctShift(db, {
        user: currentUser(request).user,
        shiftId: request.params.shiftId,
        body: request.body,
        now: deps.now(),
      });
      return ok('shiftCorrected', { shift });
    },
  );

  api.get(
    '/teams/shifts/:shiftId/changes',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: "A shift's history: who changed what, when (owner and admins)",
        params: shiftParams,
        response: { 200: envelope(shiftChangesData) },
      },
    },
    async (request) => {
      const changes = await shiftHistory(db, {
        user: currentUser(request).user,
        shiftId: request.params.shiftId,
      });
      return ok('ok', { changes });
    },
  );

  api.post(
    '/teams/shifts/scheduled',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: "Plan a member's shift at a station ahead (owner and admins)",
        body: scheduleShiftBody,
        response: { 200: envelope(scheduledShiftData) },
      },
    },
    async (request) => {
      const scheduledShift = await scheduleShift(db, {
        user: currentUser(request).user,
        body: request.body,
        now: deps.now(),
      });
      return ok('shiftScheduled', { scheduledShift });
    },
  );

  api.get(
    '/teams/shifts/scheduled',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'Planned shifts not yet over (managers: all; members: their own)',
        querystring: shiftsQuery,
        response: { 200: envelope(scheduledShiftsData) },
      },
    },
    async (request) => {
      const scheduledShifts = await listScheduledShifts(db, {
        user: currentUser(request).user,
        teamId: request.query.teamId,
        now: deps.now(),
      });
      return ok('ok', { scheduledShifts });
    },
  );

  api.delete(
    '/teams/shifts/scheduled/:scheduledShiftId',
    {
      preParsing: auth.requireUser,
      schema: {
        ...signedIn,
        summary: 'Cancel a planned shift (owner and admins)',
        params: scheduledShiftParams,
        response: { 200: envelope(z.object({})) },
      },
    },
    async (request) => {
      await cancelScheduledShift(db, {
        user: currentUser(request).user,
        scheduledShiftId: request.params.scheduledShiftId,
        now: deps.now(),
      });
      return ok('scheduledShiftCancelled', {});
    },
  );
};
