import { nextOnce } from './next-once';

describe('nextOnce', () => {
  it('passes the first call of next on and drops a later one (a session touch failing after the answer)', () => {
    const next = jest.fn();
    let late: ((err?: unknown) => void) | undefined;
    const middleware = nextOnce<object, object>((_req, _res, n) => {
      n();
      late = n;
    });
    middleware({}, {}, next);
    late?.(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    expect(next).toHaveBeenCalledTimes(1);
    expect(next).toHaveBeenCalledWith(undefined);
  });

  it('passes an error that comes first', () => {
    const next = jest.fn();
    const failure = new Error('terminating connection due to administrator command');
    nextOnce<object, object>((_req, _res, n) => n(failure))({}, {}, next);
    expect(next).toHaveBeenCalledWith(failure);
  });
});
