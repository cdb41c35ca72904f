import { describe, expect, it } from 'vitest';
import { operationsOf } from '../../../shared/simulator/api-data';
import { fixedClock } from '../../../shared/simulator/clock';
import { createSimulator } from '../../../shared/simulator/simulator';
import { repositoryFacts } from '../../facts/load-facts';
import { loadSimulatorApis } from '../../simulator/load-simulator-apis';
import { withIssuedToken } from './issued-token';

const apis = loadSimulatorApis(process.cwd(), 'es', ['acs', 'three-d-s-server']);
const [acs, threeDS] = ['acs', 'three-d-s-server'].map((name) => apis.find((api) => api.api === name)!);
const sim = () => createSimulator({ locale: 'es', apis, facts: repositoryFacts(), clock: fixedClock('2026-11-20T14:30:10-05:00') });

describe('withIssuedToken', () => {
  it('puts the issued token where the page writes the variable its definition names', async () => {
    const operation = operationsOf(acs!).find((candidate) => candidate.operationId === 'getCard')!;
    expect(await withIssuedToken(sim(), acs!, operation, { Authorization: 'Bearer $ONDAPAY_ACS_TOKEN' })).toEqual({ Authorization: 'Bearer acs_test_4Rk8Tz2Wb7Nc5Hd1Fy9Js3Gq6Lm0Xv' });
    expect(await withIssuedToken(sim(), acs!, operation, { authorization: 'Bearer ${ONDAPAY_ACS_TOKEN}' })).toEqual({ authorization: 'Bearer acs_test_4Rk8Tz2Wb7Nc5Hd1Fy9Js3Gq6Lm0Xv' });
  });

  it('leaves another variable, a written token and an API that names none as written', async () => {
    const operation = operationsOf(acs!).find((candidate) => candidate.operationId === 'getCard')!;
    expect(await withIssuedToken(sim(), acs!, operation, { Authorization: 'Bearer $OTHER_TOKEN' })).toEqual({ Authorization: 'Bearer $OTHER_TOKEN' });
    expect(await withIssuedToken(sim(), acs!, operation, { Authorization: 'Bearer acs_test_x' })).toEqual({ Authorization: 'Bearer acs_test_x' });
    const session = operationsOf(threeDS!).find((candidate) => candidate.operationId === 'getSession')!;
    expect(await withIssuedToken(sim(), threeDS!, session, { Authorization: 'Bearer $ONDAPAY_3DSS_TOKEN' })).toEqual({ Authorization: 'Bearer $ONDAPAY_3DSS_TOKEN' });
  });
});
