import { JSONPath } from 'jsonpath-plus';
import { isObject } from '../openapi/raw';
import { evaluateExpression, ExpressionError, type ExpressionContext } from './runtime-expressions';

/**
 * Arazzo 1.0 Criterion Objects: a `simple` condition (`$statusCode == 200 && $response.body#/status/status == 'APPROVED'`:
 * literals, runtime expressions, `== != < <= > >=`, `! && ||` and parentheses), a `regex` matched
 * against its `context`, and a `jsonpath` (RFC 9535 as jsonpath-plus reads it) that holds when it
 * finds something in its `context`. `xpath` is not read: it says so.
 */
export interface Criterion {
  context?: string;
  condition: string;
  type?: string | { type: string; version: string };
}

export interface CriterionResult {
  condition: string;
  ok: boolean;
  /** Why it does not hold, or why it could not be evaluated. */
  detail?: string;
}

const typeOf = (criterion: Criterion) => (isObject(criterion.type) ? criterion.type.type : (criterion.type ?? 'simple'));

export function checkCriterion(criterion: Criterion, context: ExpressionContext): CriterionResult {
  const { condition } = criterion;
  try {
    const type = typeOf(criterion);
    if (type === 'simple') return { condition, ok: Boolean(evaluateSimple(condition, context)) };
    const target = criterion.context === undefined ? undefined : evaluateExpression(criterion.context, context);
    if (type === 'regex') return { condition, ok: new RegExp(condition).test(typeof target === 'string' ? target : JSON.stringify(target ?? null)) };
    if (type === 'jsonpath') {
      const found: unknown = isObject(target) || Array.isArray(target) ? JSONPath({ path: condition, json: target, wrap: true }) : [];
      return { condition, ok: Array.isArray(found) && found.length > 0 };
    }
    return { condition, ok: false, detail: `criterion type ${type} is not supported` };
  } catch (error) {
    return { condition, ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

type Token = { kind: 'value'; value: unknown } | { kind: 'expression'; text: string } | { kind: 'op'; text: string };

const TOKEN = /\s*(?:('(?:[^'\\]|\\.)*')|(\$[^\s()=!<>&|]+)|(-?\d+(?:\.\d+)?)\b|(true|false|null)\b|(==|!=|<=|>=|&&|\|\||[<>!()]))/y;

function tokenize(condition: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < condition.length) {
    if (/^\s*$/.test(condition.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(condition);
    if (!match) throw new ExpressionError(`Cannot read the condition at "${condition.slice(at)}"`);
    const [, quoted, expression, number, word, op] = match;
    if (quoted !== undefined) tokens.push({ kind: 'value', value: quoted.slice(1, -1).replace(/\\(.)/g, '$1') });
    else if (expression !== undefined) tokens.push({ kind: 'expression', text: expression });
    else if (number !== undefined) tokens.push({ kind: 'value', value: Number(number) });
    else if (word !== undefined) tokens.push({ kind: 'value', value: word === 'null' ? null : word === 'true' });
    else tokens.push({ kind: 'op', text: op! });
  }
  return tokens;
}

/** Values compare as the API wrote them; a number and its text compare equal (a header, a path value). */
function compare(left: unknown, op: string, right: unknown): boolean {
  const both = typeof left === 'number' || typeof right === 'number' ? [Number(left), Number(right)] : [left, right];
  const [a, b] = both as [never, never];
  switch (op) {
    case '==':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
      return a < b;
    case '<=':
      return a <= b;
    case '>':
      return a > b;
    default:
      return a >= b;
  }
}

/** A simple condition's value: `or := and ('||' and)*`, `and := unary ('&&' unary)*`, `unary := '!' unary | comparison`. */
export function evaluateSimple(condition: string, context: ExpressionContext): unknown {
  const tokens = tokenize(condition);
  let index = 0;
  const peek = () => tokens[index];
  const isOp = (text: string) => peek()?.kind === 'op' && (peek() as { text: string }).text === text;
  const expect = (text: string) => {
    if (!isOp(text)) throw new ExpressionError(`Expected ${text} in the condition ${condition}`);
    index += 1;
  };
  const operand = (): unknown => {
    const token = tokens[index++];
    if (!token) throw new ExpressionError(`The condition ${condition} ends too soon`);
    if (token.kind === 'value') return token.value;
    if (token.kind === 'expression') return evaluateExpression(token.text, context);
    if (token.text === '(') {
      const value = or();
      expect(')');
      return value;
    }
    throw new ExpressionError(`Unexpected ${token.text} in the condition ${condition}`);
  };
  const comparison = (): unknown => {
    const left = operand();
    const next = peek();
    if (next?.kind === 'op' && ['==', '!=', '<', '<=', '>', '>='].includes(next.text)) {
      index += 1;
      return compare(left, next.text, operand());
    }
    return left;
  };
  const unary = (): unknown => {
    if (isOp('!')) {
      index += 1;
      return !unary();
    }
    return comparison();
  };
  const and = (): unknown => {
    let value = unary();
    while (isOp('&&')) {
      index += 1;
      const right = unary();
      value = Boolean(value) && Boolean(right);
    }
    return value;
  };
  function or(): unknown {
    let value = and();
    while (isOp('||')) {
      index += 1;
      const right = and();
      value = Boolean(value) || Boolean(right);
    }
    return value;
  }
  const value = or();
  if (index < tokens.length) throw new ExpressionError(`Unexpected text after the condition ${condition}`);
  return value;
}
