import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import type { AdminReport } from '#shared/admin';
import { REPORT_REASON_LABELS } from '#shared/reports';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import type { ReportAction } from '../api/reports';
import { formatWhen } from '../lib/format';
import type { NoteRequest } from './note-dialog';

const KIND_LABELS: Record<AdminReport['kind'], string> = {
  listing: 'Listing',
  user: 'Person',
  comment: 'Comment',
  conversation: 'Conversation',
};

export type AskNote = (action: ReportAction, request: NoteRequest) => void;

/**
 * What an operator can do from one report: resolve it while open (hide the listing or comment,
 * suspend the person answerable, dismiss), and at any time lift a suspension or hide/unhide the
 * listing reported. Each button asks for a reason first.
 */
function actionsOf(report: AdminReport, ask: AskNote) {
  const buttons: { label: string; destructive?: boolean; run: () => void }[] = [];
  const { target } = report;
  const owner = target?.owner ?? null;
  const what = target?.label ?? 'this';
  const open = report.status === 'open';
  const hideable = report.kind === 'listing' || report.kind === 'comment';

  if (open && hideable && target && !target.hidden) {
    buttons.push({
      label: 'Hide',
      destructive: true,
      run: () =>
        ask(
          { kind: 'resolve', reportId: report.id, action: 'hide' },
          {
            title: `Hide the ${report.kind}`,
            // A listing's seller reads the reason ("Hidden by Rethread: …"); a comment's author does not.
            description:
              report.kind === 'listing'
                ? `“${what}” is hidden from everyone and every open report of it is closed. Its seller reads your reason.`
                : `“${what}” is hidden from everyone and every open report of it is closed.`,
            confirmLabel: 'Hide',
            destructive: true,
          },
        ),
    });
  } else if (report.kind === 'listing' && target) {
    const hidden = target.hidden;
    buttons.push({
      label: hidden ? 'Unhide listing' : 'Hide listing',
      destructive: !hidden,
      run: () =>
        ask(
          { kind: hidden ? 'unhideListing' : 'hideListing', id: report.targetId },
          {
            title: hidden ? 'Show the listing again' : 'Hide the listing',
            description: hidden
              ? `“${what}” returns to search and its page.`
              : `“${what}” leaves search and its page; its seller cannot put it back, and reads your reason.`,
            confirmLabel: hidden ? 'Unhide' : 'Hide',
            destructive: !hidden,
          },
        ),
    });
  }

  if (owner && !owner.suspended) {
    buttons.push({
      label: `Suspend @${owner.handle}`,
      destructive: true,
      run: () =>
        ask(
          open
            ? { kind: 'resolve', reportId: report.id, action: 'suspend' }
            : { kind: 'suspendUser', id: owner.id },
          {
            title: `Suspend @${owner.handle}`,
            description: 'Their sessions end, they cannot sign in, and their listings leave search.',
            confirmLabel: 'Suspend',
            destructive: true,
          },
        ),
    });
  } else if (owner) {
    buttons.push({
      label: `Unsuspend @${owner.handle}`,
      run: () =>
        ask(
          { kind: 'unsuspendUser', id: owner.id },
          {
            title: `Lift @${owner.handle}'s suspension`,
            description: 'They can sign in again and the listings they had for sale return.',
            confirmLabel: 'Unsuspend',
          },
        ),
    });
  }

  if (open) {
    buttons.push({
      label: 'Dismiss',
      run: () =>
        ask(
          { kind: 'resolve', reportId: report.id, action: 'dismiss' },
          {
            title: 'Dismiss the report',
            description: 'Nothing is changed; every open report of the same thing is closed.',
            confirmLabel: 'Dismiss',
          },
        ),
    });
  }
  return buttons;
}

export function ReportCard({ report, ask }: { report: AdminReport; ask: AskNote }) {
  const { target } = report;
  const titleId = `report-${report.id}-title`;
  return (
    <Card role="article" aria-labelledby={titleId} className="grid gap-3 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-gray-500 uppercase">
            {KIND_LABELS[report.kind]} · {REPORT_REASON_LABELS[report.reason]}
          </p>
          <h3 id={titleId} className="font-semibold break-words text-gray-900">
            {target ? (
              target.url ? (
                <Link href={target.url} className="inline-flex items-center gap-1 hover:underline">
                  {target.label}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </Link>
              ) : (
                target.label
              )
            ) : (
              'No longer exists'
            )}
          </h3>
        </div>
        <div className="flex flex-wrap gap-1">
          {report.reportCount > 1 && <Badge variant="warning">{report.reportCount} reports</Badge>}
          {target?.hidden && <Badge variant="neutral">Hidden</Badge>}
          {report.status !== 'open' && (
            <Badge variant={report.status === 'actioned' ? 'success' : 'outline'}>
              {report.status === 'actioned' ? 'Actioned' : 'Dismissed'}
            </Badge>
          )}
        </div>
      </div>
      {report.message && <p className="text-sm whitespace-pre-line text-gray-800">“{report.message}”</p>}
      <p className="text-sm text-gray-600">
        Reported by @{report.reporter.handle} · {formatWhen(report.createdAt)}
        {target?.owner && (
          <>
            {' · owner: '}@{target.owner.handle}{' '}
            {target.owner.suspended && <Badge variant="destructive">Suspended</Badge>}
          </>
        )}
      </p>
      {report.resolutionNote && (
        <p className="text-sm text-gray-700">
          Resolution: “{report.resolutionNote}”
          {report.resolvedAt ? ` · ${formatWhen(report.resolvedAt)}` : ''}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {actionsOf(report, ask).map((button) => (
          <Button
            key={button.label}
            size="sm"
            variant="outline"
            className={button.destructive ? 'text-red-700 hover:bg-red-50' : undefined}
            onClick={button.run}
          >
            {button.label}
          </Button>
        ))}
      </div>
    </Card>
  );
}
