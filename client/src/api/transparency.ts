import { TRANSPARENCY_PATH, type Transparency } from '@pageant/common/content/transparency';
import { apiFetch } from './http';

export const getTransparency = (signal?: AbortSignal) => apiFetch<Transparency>(TRANSPARENCY_PATH, { signal });
