import { createQueryClient, readQueryKey, seedPageReads, useRecipesBySlug } from '@chefs/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { pageReadsOf } from './page-reads';

const READ = { url: '/api/recipes?slug=shrimp-and-grits&limit=5', body: { items: [{ title: 'Shrimp & Grits' }] } };

/** A document holding `data` as the page's data element, as the gateway writes it. */
function documentWith(data: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (data !== null) {
    const element = doc.createElement('script');
    element.type = 'application/json';
    element.id = 'page-data';
    element.textContent = data;
    doc.body.append(element);
  }
  return doc;
}

describe('pageReadsOf', () => {
  it('reads the reads a drawn page carries', () => {
    expect(pageReadsOf(documentWith(JSON.stringify([READ])))).toEqual([READ]);
  });

  it('reads none from a page without them, or with a broken element', () => {
    expect(pageReadsOf(documentWith(null))).toEqual([]);
    expect(pageReadsOf(documentWith('[{"url": '))).toEqual([]);
    expect(pageReadsOf(documentWith('{"url": "/api/recipes"}'))).toEqual([]);
  });
});

describe('seedPageReads', () => {
  it("puts each read where its page's hook reads it, so the first render draws it without a fetch", () => {
    const fetchSpy = jest.fn();
    Object.assign(globalThis, { fetch: fetchSpy });
    const queryClient = createQueryClient();
    seedPageReads(queryClient, [READ]);
    expect(queryClient.getQueryData(readQueryKey(READ.url))).toEqual(READ.body);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useRecipesBySlug('shrimp-and-grits'), { wrapper });
    expect(result.current.data).toEqual(READ.body.items);
    expect(result.current.isPending).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
    Reflect.deleteProperty(globalThis, 'fetch');
  });
});
