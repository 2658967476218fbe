import { uploadedImagesSchema, uploadRefusedSchema } from '../listings.js';
import { defineApi } from './endpoint.js';

/**
 * Listing photos (docs/product/12-engineering.md §12.1). The photos themselves are served under
 * /uploads, outside the API. A disk that is full answers 507.
 */
export const imagesApi = defineApi('images', {
  upload: {
    method: 'POST',
    path: '/api/upload-images',
    summary: 'Upload listing photos (multipart, field per file); answers their URLs',
    auth: 'user',
    rawBody: 'multipart/form-data',
    status: 201,
    reply: uploadedImagesSchema,
    errors: [400, 429],
    errorReplies: { 400: uploadRefusedSchema },
  },
});
