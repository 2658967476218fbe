import { PLATFORM_LABELS, type ImportPlatform } from '#shared/imports';
import { Badge } from '#client/components/ui/badge';

/** Which site an item comes from, the same wording everywhere on the import page. */
export function PlatformBadge({ platform }: { platform: ImportPlatform }) {
  return <Badge variant="neutral">{PLATFORM_LABELS[platform]}</Badge>;
}
