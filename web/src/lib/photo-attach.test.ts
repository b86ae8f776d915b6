import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { readyIds, takeFiles, usePhotoAttach, type Attachment } from './photo-attach';

const uploads = vi.hoisted(() => ({ fn: vi.fn(), del: vi.fn() }));
vi.mock('./api-client', async (orig) => {
  const real = await orig<typeof import('./api-client')>();
  return { ...real, upload: uploads.fn, api: { ...real.api, delete: uploads.del } };
});

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('takeFiles', () => {
  it('takes what fits beside the attached photos and counts the rest', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map(file);
    expect(takeFiles(0, five)).toMatchObject({ refused: 1 });
    expect(takeFiles(0, five).take.map((f) => f.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(takeFiles(3, five.slice(0, 2))).toMatchObject({ refused: 1 });
    expect(takeFiles(4, [file('x')])).toEqual({ take: [], refused: 1 });
  });
});

describe('readyIds', () => {
  const a = (state: Attachment['state'], id?: number): Attachment => ({ key: String(id), file: file('x'), preview: '', state, progress: 1, id });
  it('is the ids in order once every photo is uploaded, else null', () => {
    expect(readyIds([])).toEqual([]);
    expect(readyIds([a('ready', 7), a('ready', 3)])).toEqual([7, 3]);
    expect(readyIds([a('ready', 7), a('uploading')])).toBeNull();
    expect(readyIds([a('failed')])).toBeNull();
  });
});

describe('usePhotoAttach', () => {
  beforeEach(() => {
    let n = 0;
    URL.createObjectURL = vi.fn(() => `blob:${++n}`);
    URL.revokeObjectURL = vi.fn();
    uploads.del.mockResolvedValue({ status: true });
  });
  afterEach(() => vi.clearAllMocks());

  it('uploads picked photos in order, refuses a fifth, and retries a failed one', async () => {
    let next = 100;
    uploads.fn.mockImplementation((_path: string, form: FormData) => {
      const f = form.get('image') as File;
      if (f.name === 'c' && uploads.fn.mock.calls.filter((c) => (c[1] as FormData).get('image') === f).length === 1) {
        return Promise.reject(new ApiError(0, 'Network error', 'network'));
      }
      return Promise.resolve({ status: true, photo: { id: ++next, width: 60, height: 30 } });
    });
    const { result } = renderHook(() => usePhotoAttach('/conversations/7'));
    act(() => result.current.add(['a', 'b', 'c', 'd', 'e'].map(file)));
    expect(result.current.refused).toBe(1);
    expect(result.current.list).toHaveLength(4);
    await waitFor(() => expect(result.current.list.map((a) => a.state)).toEqual(['ready', 'ready', 'failed', 'ready']));
    expect(result.current.ids).toBeNull();
    expect(uploads.fn.mock.calls[0][0]).toBe('/conversations/7/photos');

    act(() => result.current.retry(result.current.list[2].key));
    await waitFor(() => expect(result.current.ids).toEqual([101, 102, 104, 103]));

    // Removing an uploaded photo takes it off the server too.
    act(() => result.current.remove(result.current.list[0].key));
    expect(uploads.del).toHaveBeenCalledWith('/conversations/7/photos/101');
    expect(result.current.ids).toEqual([102, 104, 103]);
    act(() => result.current.clear());
    expect(result.current.list).toEqual([]);
  });

  it("shows the server's 503 (the photos' storage down) on the photo and uploads it again on retry", async () => {
    // The real upload over an XMLHttpRequest answering as the server does:
    // first its 503 with Retry-After, then the photo stored.
    const { upload } = await vi.importActual<typeof import('./api-client')>('./api-client');
    const said = 'ছবিটি রাখা যায়নি, তাই সংরক্ষণ হয়নি। একটু পরে আবার চেষ্টা করুন।';
    const answers = [
      { status: 503, retryAfter: '5', body: { status: false, code: 'unavailable', message: said, errors: { image: [said] } } },
      { status: 201, retryAfter: null, body: { status: true, photo: { id: 9, width: 60, height: 30 } } },
    ];
    const sent: string[] = [];
    class ServerXHR {
      status = 0;
      statusText = '';
      responseText = '';
      retryAfter: string | null = null;
      upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open(_method: string, url: string) {
        sent.push(url);
      }
      setRequestHeader() {}
      getResponseHeader(name: string) {
        return name === 'Retry-After' ? this.retryAfter : null;
      }
      send() {
        const a = answers.shift()!;
        this.status = a.status;
        this.retryAfter = a.retryAfter;
        this.responseText = JSON.stringify(a.body);
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', ServerXHR);
    uploads.fn.mockImplementation(upload);
    try {
      const { result } = renderHook(() => usePhotoAttach('/conversations/7'));
      act(() => result.current.add([file('dent')]));
      await waitFor(() => expect(result.current.list[0].state).toBe('failed'));
      expect(result.current.list[0].error).toBe(said);
      expect(result.current.ids).toBeNull();
      act(() => result.current.retry(result.current.list[0].key));
      await waitFor(() => expect(result.current.ids).toEqual([9]));
      expect(result.current.list[0].error).toBeUndefined();
      expect(sent).toEqual(['/api/v1/conversations/7/photos', '/api/v1/conversations/7/photos']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
