import { HttpProblem } from '../../../contract/problem';
import { ALREADY_APPLYING, applyingImports } from './applyingImports';

const ID = '0f8e7c6a-1b2c-4d3e-8f9a-0b1c2d3e4f5a';

it('reports the users an apply has written while it runs, and nothing once it ends', async () => {
  const applying = applyingImports();
  const seen: (number | undefined)[] = [];
  const result = await applying.run(ID, async (written) => {
    seen.push(applying.written(ID));
    written(5000);
    seen.push(applying.written(ID.toUpperCase()));
    written(6000);
    seen.push(applying.written(ID));
    return 'done';
  });
  expect(result).toBe('done');
  expect(seen).toEqual([0, 5000, 6000]);
  expect(applying.written(ID)).toBeUndefined();
});

it('refuses a second apply of a preview while one runs, and forgets a failed one', async () => {
  const applying = applyingImports();
  let finish = () => {};
  const first = applying.run(ID, () => new Promise<void>((resolve) => (finish = resolve)));
  const second = applying.run(ID.toUpperCase(), async () => 'ran');
  await expect(second).rejects.toEqual(expect.objectContaining({ status: 409, detail: ALREADY_APPLYING }));
  await expect(second).rejects.toBeInstanceOf(HttpProblem);
  finish();
  await first;

  await expect(applying.run(ID, async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  expect(applying.written(ID)).toBeUndefined();
  await expect(applying.run(ID, async () => 'again')).resolves.toBe('again');
});
