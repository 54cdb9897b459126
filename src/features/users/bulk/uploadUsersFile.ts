import { apiHeaders, IMPORT_URL } from './bulkRequests';

/** What the server answered; status 0 when there was no answer. */
export interface UploadReply {
  status: number;
  body: unknown;
}

export interface UploadListeners {
  /** Percentage of the file sent. */
  onProgress: (percent: number) => void;
  /** The whole file is sent; the server is importing it. */
  onSent: () => void;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** POSTs the file as multipart field `users` with XMLHttpRequest, whose upload progress can be followed. */
export function uploadUsersFile(file: File, { onProgress, onSent }: UploadListeners, url = IMPORT_URL): Promise<UploadReply> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded * 100) / event.total));
    });
    xhr.upload.addEventListener('load', onSent);
    xhr.addEventListener('load', () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) }));
    for (const failure of ['error', 'abort', 'timeout']) xhr.addEventListener(failure, () => resolve({ status: 0, body: null }));
    const form = new FormData();
    form.append('users', file, file.name);
    xhr.send(form);
  });
}
