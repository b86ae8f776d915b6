import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPendingBid, pendingBid, savePendingBid, type PendingBid } from './pending-bid';

const bid: PendingBid = { vehicleId: 7, option: 'cash', phone: '01711222333', amount: '1950000', submission: 'k1', at: 1_000_000 };

describe('pending bid', () => {
  beforeEach(() => sessionStorage.clear());
  it('comes back for its vehicle while its code is alive', () => {
    savePendingBid(bid);
    expect(pendingBid(7, bid.at + 60_000)).toEqual(bid);
    expect(pendingBid(8, bid.at + 60_000)).toBeNull();
    expect(pendingBid(7, bid.at + 5 * 60_000)).toBeNull();
  });
  it('is gone once forgotten, and ignores what it did not write', () => {
    savePendingBid(bid);
    forgetPendingBid();
    expect(pendingBid(7, bid.at)).toBeNull();
    sessionStorage.setItem('garihaat.pendingBid', '{"vehicleId":7,"option":"cash","amount":"1e9","at":1000000}');
    expect(pendingBid(7, bid.at)).toBeNull();
    sessionStorage.setItem('garihaat.pendingBid', 'not json');
    expect(pendingBid(7, bid.at)).toBeNull();
  });
});
