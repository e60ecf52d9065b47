/**
 * Data a crew member would believe (issue #26, item 3): invariants over the whole seeded data set, as an
 * expert would check it. TAF times inside the validity, NOTAM times in UTC as their B) and C) items say,
 * each document its own file, one passenger per seat and counts that add up, one role per person.
 */
import { describe, expect, it } from 'vitest';
import { crewMembers, findAircraft, findCrewMember, flights, airports, dutyText } from '@mocks/db/seed';
import { notamsOf, tafOf } from '@mocks/db/weather';
import { notamNotices } from '@mocks/db/prepnotices';
import { airportDocs } from '@mocks/db/companyinfo';
import { publicDocs } from '@mocks/db/study';
import { announcements, messages, operationNotices, safetyNotices } from '@mocks/db/content';
import { positionsOf, specialServicesOf, vipsOf } from '@mocks/db/cabin';
import { strings as prepare } from '@/modules/prepare/i18n';

const HOUR = 3600_000;

/** The instant of a TAF "DDHH" nearest after `from` (a TAF's times run forward from its issue). */
function instantOf(ddhh: string, from: number): number {
  const day = Number(ddhh.slice(0, 2));
  const hour = Number(ddhh.slice(2, 4));
  for (let d = -1; d < 4; d += 1) {
    const date = new Date(from + d * 24 * HOUR);
    const at = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hour);
    if (date.getUTCDate() === day && at >= from - 24 * HOUR) return at;
  }
  throw new Error(`no instant for ${ddhh}`);
}

describe('TAFs', () => {
  it('give the maximum and minimum temperatures and every change group inside their validity', () => {
    let changes = 0;
    for (const airport of airports) {
      for (const offset of [-1, 0, 1, 2]) {
        const taf = tafOf(airport.code3, offset);
        const [, issuedDd, issuedHh] = /^TAF \w{4} (\d\d)(\d\d)\d\dZ /.exec(taf) ?? [];
        const issuedRef = Date.now() + (offset - 2) * 24 * HOUR;
        const issued = instantOf(`${issuedDd}${issuedHh}`, issuedRef);
        const [, from, to] = / (\d{4})\/(\d{4}) /.exec(taf) ?? [];
        const start = instantOf(from!, issued);
        const end = instantOf(to!, start);
        expect(end - start, taf).toBe(30 * HOUR);
        expect(start).toBeGreaterThanOrEqual(issued);
        const inside = (ddhh: string) => {
          const at = instantOf(ddhh, start);
          return at >= start && at <= end;
        };
        for (const [, ddhh] of taf.matchAll(/T[XN]M?\d\d\/(\d{4})Z/g)) expect(inside(ddhh!), taf).toBe(true);
        for (const [, a, b] of taf.matchAll(/(?:BECMG|TEMPO) (\d{4})\/(\d{4})/g)) {
          changes += 1;
          expect(inside(a!) && inside(b!), taf).toBe(true);
        }
      }
    }
    expect(changes).toBeGreaterThan(10);
  });
});

describe('NOTAMs', () => {
  it('give their validity in UTC, as their B) and C) items, and say so wherever it is shown', () => {
    for (const airport of airports) {
      for (const notam of notamsOf(airport.code3)) {
        const [, b, c] = /B\)(\d{10}) C\)(\d{10}|PERM)/.exec(notam.text) ?? [];
        const utc = (item: string) =>
          `20${item.slice(0, 2)}-${item.slice(2, 4)}-${item.slice(4, 6)} ${item.slice(6, 8)}:${item.slice(8, 10)}`;
        expect(notam.validFrom, notam.text).toBe(utc(b!));
        expect(notam.validTo, notam.text).toBe(c === 'PERM' ? 'PERM' : utc(c!));
      }
      for (const notice of notamNotices(airport.code3)) expect(notice.content).toContain('有效期（UTC）');
    }
    expect(prepare['zh-cn'].reading.notam.valid).toContain('UTC');
    expect(prepare['en-us'].reading.notam.valid).toContain('UTC');
  });
});

describe('documents and charts', () => {
  /** The text of a PDF the backend serves (its page's strings). */
  async function pdfText(url: string): Promise<string> {
    const response = await fetch(`http://localhost${url}`);
    expect(response.headers.get('content-type'), url).toBe('application/pdf');
    const body = await response.text();
    expect(body.startsWith('%PDF-1.4')).toBe(true);
    return [...body.matchAll(/\((.*?)\) Tj/g)].map((m) => m[1]).join('\n');
  }

  it('open each their own file, whose text is that document', async () => {
    const charts = airports.flatMap((a) => airportDocs(a.code3));
    const pdfCharts = charts.filter((d) => d.fileUrl.endsWith('.pdf'));
    const urls = [...publicDocs.map((d) => d.fileUrl), ...pdfCharts.map((d) => d.fileUrl)];
    expect(new Set(urls).size).toBe(urls.length);

    for (const doc of publicDocs) expect(await pdfText(doc.fileUrl)).toContain(`Document ${doc.docId}`);
    for (const chart of pdfCharts.filter((d) => ['PEK', 'SHA', 'CTU'].includes(d.airportCode))) {
      const text = await pdfText(chart.fileUrl);
      expect(text).toContain(`Chart ${chart.chartNo}`);
      const end = /RWY(\d\d[LRC]?)/.exec(chart.name)?.[1];
      if (end) expect(text).toContain(`RWY${end}`);
    }
    // A chart asked for before its airport's list was read is found too.
    const unlisted = airportDocs('URC').find((d) => d.fileUrl.endsWith('.pdf'))!;
    expect(await pdfText(unlisted.fileUrl)).toContain(unlisted.chartNo);
  });

  it('attach the winter operations bulletin to winter notices only, every other file its own', () => {
    const attached = [
      ...announcements.map((n) => [n.title, n.attachments] as const),
      ...messages.map((n) => [n.title, n.attachments] as const),
      ...safetyNotices.map((n) => [n.title, n.attachments] as const),
      ...operationNotices.map((n) => [n.title, n.attachments] as const),
    ];
    const owners = new Map<string, Set<string>>();
    for (const [title, files] of attached)
      for (const file of files.filter((f) => f.type === 'pdf'))
        owners.set(file.url, new Set([...(owners.get(file.url) ?? []), title]));
    for (const [url, titles] of owners) {
      if (url.endsWith('winter-operations-bulletin.pdf'))
        for (const title of titles) expect(title).toMatch(/冬季|除冰/);
      else expect([...titles], url).toHaveLength(1);
    }
  });
});

describe('passengers', () => {
  it('sit one to a seat of their aircraft, with one name each, in numbers the flight holds', () => {
    let stretchers = 0;
    for (const flight of flights) {
      const plane = findAircraft(flight.aircraftId)!;
      const p = flight.passengers;
      // The load adds up and fits the aircraft.
      expect(p.first).toBeLessThanOrEqual(plane.seats.first);
      expect(p.business).toBeLessThanOrEqual(plane.seats.business);
      expect(p.economy).toBeLessThanOrEqual(plane.seats.economy);
      expect(p.adults + p.children).toBe(p.first + p.business + p.economy);
      expect(p.total).toBe(p.first + p.business + p.economy + p.infants);

      const vips = vipsOf(flight);
      const services = specialServicesOf(flight);
      const seats = [...vips.map((v) => v.seatNo), ...services.map((s) => s.seatNo)].flatMap((seat) => {
        // The stretcher's block "37A–C、38A–C" is six seats.
        const block = [...seat.matchAll(/(\d+)([A-K])–([A-K])/g)];
        if (block.length === 0) return [seat];
        stretchers += 1;
        return block.flatMap(([, row, a, b]) =>
          'ABCDEFGHK'
            .slice('ABCDEFGHK'.indexOf(a!), 'ABCDEFGHK'.indexOf(b!) + 1)
            .split('')
            .filter((l) => l !== 'I')
            .map((l) => `${row}${l}`),
        );
      });
      expect(new Set(seats).size, `${flight.id}: ${seats.join(' ')}`).toBe(seats.length);
      const rows =
        Math.ceil((plane.seats.first + plane.seats.business) / 4) + Math.ceil(plane.seats.economy / 6);
      for (const seat of seats)
        expect(Number(/^\d+/.exec(seat)?.[0]), `${flight.id} ${seat}`).toBeLessThanOrEqual(rows);
      const names = [...vips.map((v) => v.name), ...services.map((s) => s.name)];
      expect(new Set(names).size, `${flight.id}: ${names.join(' ')}`).toBe(names.length);
      // VIPs in the premium cabin are no more than its passengers.
      expect(vips.filter((v) => v.cabinClass !== '经济舱（前排）').length).toBeLessThanOrEqual(
        p.first + p.business,
      );
    }
    expect(stretchers).toBeGreaterThan(0);
  });
});

describe('crew', () => {
  it('have one role everywhere: their post, the duty of every flight they are on and their cabin position', () => {
    for (const flight of flights) {
      for (const c of flight.crew) {
        const member = findCrewMember(c.crewId)!;
        expect(dutyText(c.duty), `${flight.id} ${member.name}`).toBe(member.post);
      }
      const someone = findCrewMember(flight.crew[0]!.crewId)!;
      for (const position of positionsOf(flight, someone)) {
        const member = crewMembers.find((m) => m.code === position.code)!;
        expect(position.duty, `${flight.id} ${position.rankNo} ${member.name}`).toBe(member.post);
      }
    }
  });
});
