import { toast } from '../components/ui/use-toast';
import { errorMessage } from './api';

/** The toast for a photo upload that failed as a whole (listing photos, profile photo). */
export function toastUploadFailed(error: unknown): void {
  toast({
    title: 'Upload Failed',
    description: errorMessage(error, 'Failed to upload images'),
    variant: 'destructive',
  });
}
