import i18n from './i18n';
import { noteAnswer } from './offline';
import { STORAGE_KEYS } from './storage-keys';

/** Base path of the JSON API; the same binary serves the app and the API. */
export const API_BASE = '/api/v1';

/** ApiError is every non-2xx answer of the API (or a network failure, status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: Record<string, string[]>;
  /** Seconds to wait before retrying, from Retry-After on 429 answers. */
  readonly retryAfter: number | null;
  /** The whole decoded answer, for calls whose errors carry more (an import report). */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    code = '',
    errors: Record<string, string[]> = {},
    retryAfter: number | null = null,
    body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.retryAfter = retryAfter;
    this.body = body;
  }
}

export type QueryValue = string | number | boolean | null | undefined | Array<string | number>;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, QueryValue>;
  /** A JSON body, or a FormData (uploads) or File/Blob (CSV) sent as it is. */
  body?: unknown;
  signal?: AbortSignal;
  /** Read the answer as a Blob (downloads) instead of JSON. */
  blob?: boolean;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

/** buildUrl appends params; arrays repeat the key, empty values are left out. */
export function buildUrl(path: string, params?: Record<string, QueryValue>): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      for (const v of value) qs.append(key, String(v));
    } else {
      qs.append(key, String(value));
    }
  }
  const q = qs.toString();
  return `${API_BASE}${path}${q ? `?${q}` : ''}`;
}

function authToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.authToken);
  } catch {
    return null;
  }
}

interface EarlyRequest {
  headers: Record<string, string>;
  response: Promise<Response | null>;
}

declare global {
  interface Window {
    /** Requests index.html started before the app loaded (src/app/early-start.js). */
    __garihaatEarly?: Record<string, EarlyRequest>;
  }
}

const EARLY_RESPONSE_TTL_MS = 15_000;

/**
 * takeEarlyResponse hands over, once, the response to a GET that
 * index.html started for the first page, if it was sent with the same
 * headers this client would send, in the page's first seconds; otherwise null.
 */
async function takeEarlyResponse(url: string, headers: Record<string, string>): Promise<Response | null> {
  const early = typeof window === 'undefined' ? undefined : window.__garihaatEarly?.[url];
  if (!early) return null;
  delete window.__garihaatEarly![url];
  // Only the first page's own requests: one left over would be stale later.
  if (performance.now() > EARLY_RESPONSE_TTL_MS) return null;
  const a = Object.entries(early.headers).sort();
  const b = Object.entries(headers).sort();
  if (a.length !== b.length || a.some(([k, v], i) => k !== b[i][0] || v !== b[i][1])) return null;
  return early.response;
}

/** request is the one way the app talks to the API. */
function baseHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'Accept-Language': i18n.language === 'en' ? 'en' : 'bn',
  };
  const token = authToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** apiError reads a failed answer's body (JSON or not) into an ApiError. */
function apiError(status: number, statusText: string, text: string, retryAfter: string | null): ApiError {
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  const d = (data ?? {}) as { message?: string; code?: string; errors?: Record<string, string[]> };
  return new ApiError(
    status,
    d.message || statusText || 'Request failed',
    d.code ?? '',
    d.errors ?? {},
    retryAfter ? Number(retryAfter) || null : null,
    data,
  );
}

export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const headers = baseHeaders();
  Object.assign(headers, opts.headers);
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    body = opts.body; // the browser sets the multipart boundary
  } else if (opts.body instanceof Blob) {
    headers['Content-Type'] = opts.body.type || 'text/csv';
    body = opts.body;
  } else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }

  const url = buildUrl(path, opts.params);
  let res: Response;
  try {
    const early = !opts.method || opts.method === 'GET' ? await takeEarlyResponse(url, headers) : null;
    res =
      early ??
      (await fetch(url, {
        method: opts.method ?? 'GET',
        headers,
        body,
        signal: opts.signal,
        credentials: 'same-origin',
      }));
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error', 'network');
  }

  noteAnswer(res);
  if (opts.blob && res.ok) return (await res.blob()) as T;
  const text = await res.text();
  if (!res.ok) throw apiError(res.status, res.statusText, text, res.headers.get('Retry-After'));
  try {
    return (text ? JSON.parse(text) : null) as T;
  } catch {
    return null as T;
  }
}

/**
 * upload POSTs a multipart form and reports its progress (0 to 1): fetch
 * cannot tell how much of a request body has gone, XMLHttpRequest can. On a
 * phone's slow uplink a photo takes seconds and the bar is all there is to see.
 */
export function upload<T>(path: string, form: FormData, onProgress: (done: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    for (const [k, v] of Object.entries(baseHeaders())) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          resolve(null as T);
        }
        return;
      }
      reject(apiError(xhr.status, xhr.statusText, xhr.responseText, xhr.getResponseHeader('Retry-After')));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error', 'network'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export const api = {
  get: <T>(path: string, params?: Record<string, QueryValue>, signal?: AbortSignal) =>
    request<T>(path, { params, signal }),
  post: <T>(path: string, body?: unknown) => request<T>(path, { method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string) => request<T>(path, { method: 'DELETE' }),
};
