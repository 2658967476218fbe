import { RESERVATION_HOURS } from '#shared/constants';

/**
 * In place of Buy Now while an accepted offer holds the listing (the listing reply's `reservedUntil`):
 * the server refuses anyone else's checkout meanwhile. No clock time is shown, so the page rendered on
 * the server and the one the browser hydrates say the same.
 */
export function ReservedNote({ forYou }: { forYou: boolean }) {
  return (
    <div className="grid content-center gap-0.5 rounded-xl border border-gray-300 bg-gray-100 px-3 py-2 text-sm">
      <p className="font-semibold text-gray-900">Reserved</p>
      <p className="text-gray-600">
        {forYou
          ? `Your accepted offer holds it for you for ${RESERVATION_HOURS} hours after acceptance.`
          : `An accepted offer holds it for ${RESERVATION_HOURS} hours; if unpaid, it is for sale again.`}
      </p>
    </div>
  );
}
