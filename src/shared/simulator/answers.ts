import { isObject, type RawObject, without } from '../openapi/raw';
import type { SimNote, SimResponse } from './types';

/** A JSON answer of the API, with the simulator's notes beside it. */
export function jsonAnswer(status: number, body: unknown, notes: SimNote[] = [], headers: Record<string, string> = {}): SimResponse {
  return { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(body), notes };
}

/** `{ status: { status, reason, message, date } }`: every Ondapay answer's status object. */
export const statusObject = (status: string, reason: string | number, message: string, date: string) => ({ status, reason, message, date });

/** A request error as every Ondapay API writes it: `FAILED`, the HTTP status as an integer `reason`. */
export const failedBody = (httpStatus: number, message: string, date: string) => ({ status: statusObject('FAILED', httpStatus, message, date) });

/** A copy of a JSON value (state handed out never aliases state kept). */
export const copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** The request body without its `auth` object: what a session keeps of the request and shows back. */
export function withoutAuth(body: RawObject): RawObject {
  return copy(without(body, 'auth'));
}

export const objectAt = (value: unknown, key: string): RawObject | undefined => (isObject(value) && isObject(value[key]) ? value[key] : undefined);
