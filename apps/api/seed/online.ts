import { formatNomorAntrian, hariDari, kunciNomorAntrian, toJakartaIsoDate } from '@rawat/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../src/db/client.ts';
import { kodeTiketBaru } from '../src/modules/kunjungan/pendaftaran.layanan.ts';
import { poli } from '../src/modules/master/poli/poli.tables.ts';
import { dokterJadwal } from '../src/modules/master/sdm/sdm.tables.ts';
import { MENIT_LAYANAN_RATA } from '../src/modules/online/booking.service.ts';
import { bookingOnline, wsAkun } from '../src/modules/online/online.tables.ts';
import { pasien } from '../src/modules/pasien/pasien.tables.ts';
import { ambilNomor } from '../src/platform/penomoran.ts';

/** The WS RS account BPJS uses in the demo: `jkn` / `demo123` (docs/antrean-online.md). */
export async function seedAkunWs(tx: Tx, passwordHash: string): Promise<void> {
  await tx.insert(wsAkun).values({ username: 'jkn', password_hash: passwordHash }).onConflictDoNothing();
}

function tambahHari(tanggal: string, n: number): string {
  const d = new Date(`${tanggal}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * A few bookings for /pasien-online: today a Mobile JKN booking and a hospital-channel one,
 * tomorrow a new patient's (no No. RM yet). A day without an open outpatient session is skipped;
 * a second run adds nothing (bookings already there).
 */
export async function seedBookingDemo(tx: Tx): Promise<void> {
  const [ada] = await tx.select({ uid: bookingOnline.uid }).from(bookingOnline).limit(1);
  if (ada) return;
  const pasienDemo = await tx
    .select({ uid: pasien.uid, nik: pasien.nik, no_bpjs: pasien.no_bpjs, no_hp: pasien.no_hp })
    .from(pasien)
    .where(isNotNull(pasien.nik))
    .orderBy(asc(pasien.no_rm))
    .limit(12);
  const sekarang = new Date();
  const hariIni = toJakartaIsoDate(sekarang);
  const rencana = [
    { tanggal: hariIni, sumber: 'MOBILE_JKN' as const, pasien: pasienDemo[8], jkn: true },
    { tanggal: hariIni, sumber: 'RS' as const, pasien: pasienDemo[9], jkn: false },
    { tanggal: tambahHari(hariIni, 1), sumber: 'RS' as const, pasien: undefined, jkn: false },
  ];
  for (const [i, r] of rencana.entries()) {
    const sesi = await tx
      .select({
        poli_uid: dokterJadwal.poli_uid,
        dokter_uid: dokterJadwal.dokter_uid,
        jam_mulai: dokterJadwal.jam_mulai,
        jam_selesai: dokterJadwal.jam_selesai,
        prefix: poli.prefix_antrian,
      })
      .from(dokterJadwal)
      .innerJoin(poli, eq(poli.uid, dokterJadwal.poli_uid))
      .where(
        and(
          eq(dokterJadwal.hari, hariDari(r.tanggal)),
          inArray(poli.jenis, ['RAWAT_JALAN']),
          isNotNull(poli.kode_bpjs),
        ),
      )
      .orderBy(asc(dokterJadwal.jam_selesai), asc(poli.kode));
    // Today only a session still open; each booking at another clinic (one per person per clinic).
    const buka = sesi.filter(
      (s) => r.tanggal !== hariIni || new Date(`${r.tanggal}T${s.jam_selesai}:00+07:00`) > sekarang,
    );
    const s = buka[buka.length - 1 - i] ?? buka[0];
    if (!s) continue;
    const nik = r.pasien?.nik ?? '3273024107950009';
    const nomor = await ambilNomor(tx, kunciNomorAntrian(s.poli_uid, r.tanggal));
    const mulai = new Date(`${r.tanggal}T${s.jam_mulai}:00+07:00`).getTime();
    await tx
      .insert(bookingOnline)
      .values({
        kodebooking: kodeTiketBaru(),
        sumber: r.sumber,
        pasien_uid: r.pasien?.uid ?? null,
        nomorkartu: r.jkn ? (r.pasien?.no_bpjs ?? '0001234567890') : null,
        nik,
        nohp: r.pasien?.no_hp ?? '081234567890',
        poli_uid: s.poli_uid,
        dokter_uid: s.dokter_uid,
        tanggal: r.tanggal,
        jam_mulai: s.jam_mulai,
        jam_selesai: s.jam_selesai,
        jenis_pasien: r.jkn ? 'JKN' : 'NON JKN',
        jenis_kunjungan: r.jkn ? 1 : null,
        nomor_referensi: r.jkn ? '0301U0011126P000123' : null,
        nomor,
        nomor_antrian: formatNomorAntrian(s.prefix, nomor),
        estimasi_dilayani: new Date(mulai + (nomor - 1) * MENIT_LAYANAN_RATA * 60_000),
        dibuat_oleh: r.sumber === 'MOBILE_JKN' ? 'mobile-jkn' : 'pendaftaran',
      })
      .onConflictDoNothing();
  }
}
