import { jest } from '@jest/globals';
import { zodWithoutEval } from '../src/zod-without-eval';

describe('zodWithoutEval', () => {
  it('leaves zod jitless, whether zod loads after it or was loaded before', async () => {
    zodWithoutEval();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const probe = jest.spyOn(globalThis, 'Function');
    // An object schema built and used after the switch never compiles a parser with new Function.
    expect(z.object({ name: z.string() }).parse({ name: 'Asha' })).toEqual({ name: 'Asha' });
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});
