import { Mail, Siren } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#client/components/ui/dialog';
import { SAFETY_CONTACT } from '../lib/safety-content';

/** 'Emergency Contact': emergency services first, then how to tell us (no 24/7 line is promised: there is none). */
export function EmergencyContactDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="lg"
          className="border-white/60 bg-transparent text-white hover:bg-white/10"
        >
          <Siren aria-hidden="true" />
          Emergency Contact
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Emergency contact</DialogTitle>
          <DialogDescription>
            If anyone is in immediate danger, call your local emergency services first (911 in the US and
            Canada, 112 in Europe).
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 text-sm text-gray-700">
          <p>
            Once everyone is safe, tell us: use Report Safety Issue (it gives you a reference number at once)
            or write to us. Rethread has no phone line staffed around the clock; safety reports are read
            first.
          </p>
          <a
            href={`mailto:${SAFETY_CONTACT.email}`}
            className="flex items-center gap-3 rounded-xl border border-gray-200 p-3 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            <Mail className="size-5 text-brand-700" aria-hidden="true" />
            <span>
              <span className="block font-medium text-gray-900">{SAFETY_CONTACT.email}</span>
              <span className="block text-gray-600">Include the order number or the member’s @handle</span>
            </span>
          </a>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
