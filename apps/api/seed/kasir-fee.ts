import type { JenisFee, TipeFee } from '@rawat/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../src/db/client.ts';
import { feeAturan } from '../src/modules/kasir/kasir.tables.ts';
import { dokter, pegawai } from '../src/modules/master/sdm/sdm.tables.ts';
import { tindakan } from '../src/modules/master/tindakan/tindakan.tables.ts';

/** The demo hospital's defaults: a share of every consultation and of every procedure. */
const BAWAAN: [JenisFee, TipeFee, number][] = [
  ['KONSUL', 'PERSEN', 30],
  ['TINDAKAN', 'PERSEN', 20],
];

/** Procedure rules that beat the default: NIP of the doctor, procedure code, fixed rupiah per unit. */
const KHUSUS: [nip: string, kode: string, nilai: number][] = [
  // dr. Eko Prasetyo (Poli Umum, IGD) is paid a flat Rp 35.000 per small suture.
  ['2016.07.004', 'OPK-HECT-5', 35_000],
  // dr. Andi Pratama, Sp.PD reads the ECGs of the internal medicine clinic.
  ['2014.02.001', 'MED-EKG', 20_000],
];

/**
 * Doctor fee rules of the demo hospital (/kelola-fee): every active doctor earns 30% of their
 * consultations and 20% of their procedures, and two doctors have a fixed fee for one procedure,
 * so a paid demo visit shows fees on /antrian-FEE. Runs only while no rule exists at all: rules
 * changed or removed on a running demo are not put back.
 */
export async function seedFeeDokter(tx: Tx): Promise<void> {
  const [ada] = await tx.select({ n: count() }).from(feeAturan);
  if ((ada?.n ?? 0) > 0) return;
  const dokterAktif = await tx
    .select({ uid: pegawai.uid, kode: pegawai.kode })
    .from(pegawai)
    .innerJoin(dokter, eq(dokter.pegawai_uid, pegawai.uid))
    .where(eq(pegawai.status, 'AKTIF'));
  if (dokterAktif.length === 0) return;
  const nip = new Map(dokterAktif.map((d) => [d.kode, d.uid]));
  const kode = new Map(
    (
      await tx
        .select({ uid: tindakan.uid, kode: tindakan.kode })
        .from(tindakan)
        .where(
          and(
            eq(tindakan.status, 'AKTIF'),
            inArray(
              tindakan.kode,
              KHUSUS.map((k) => k[1]),
            ),
          ),
        )
    ).map((t) => [t.kode, t.uid]),
  );
  const baris: (typeof feeAturan.$inferInsert)[] = dokterAktif.flatMap((d) =>
    BAWAAN.map(([jenis_transaksi, tipe, nilai]) => ({ pegawai_uid: d.uid, jenis_transaksi, tipe, nilai })),
  );
  for (const [n, k, nilai] of KHUSUS) {
    const pegawai_uid = nip.get(n);
    const tindakan_uid = kode.get(k);
    if (pegawai_uid && tindakan_uid)
      baris.push({ pegawai_uid, jenis_transaksi: 'TINDAKAN', tindakan_uid, tipe: 'NOMINAL', nilai });
  }
  await tx.insert(feeAturan).values(baris).onConflictDoNothing();
}
