import {
  type BayarInput,
  bagiTagihan,
  batasDiskon,
  formatRupiah,
  LABEL_METODE_BAYAR,
  type MetodeBayarInput,
  type Pembayaran,
  type PenjaminKunjungan,
  toJakartaIsoDate,
} from '@rawat/domain';
import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../../db/client.ts';
import { catatAktivitas } from '../../../platform/audit.ts';
import { type Ctx, penggunaOf } from '../../../platform/context.ts';
import { ambilNomor } from '../../../platform/penomoran.ts';
import { kunjungan } from '../../kunjungan/kunjungan.tables.ts';
import { perawatanInap } from '../../kunjungan/rawat-inap.tables.ts';
import { asuransi, bank } from '../../master/keuangan/keuangan.tables.ts';
import { pasien } from '../../pasien/pasien.tables.ts';
import { saldoDeposit } from '../deposit/deposit.saldo.ts';
import { catatFeeDokter } from '../fee/fee.hitung.ts';
import { bacaTertunda, type PenjualanUntukKasir, type PortKasir } from '../kasir.ports.ts';
import {
  deposit,
  kasirWewenang,
  pembayaran,
  pembayaranItem,
  pembayaranMetode,
  transaksi,
} from '../kasir.tables.ts';
import { shiftTerbuka } from '../shift/shift.service.ts';
import { ambilPembayaran } from './pembayaran.baca.ts';
import * as galat from './pembayaran.errors.ts';

// Taking receipts (docs/kasir.md "Pembayaran"; voiding is in pembayaran.batal.ts). Paying locks
// the visit's row first, so two cashiers paying the same bill queue behind each other and the
// second finds nothing open (409); charges are then locked one by one, so a module cannot cancel a
// charge being paid.

const reversal = alias(transaksi, 'reversal');

/** Live charges of a visit not yet on a receipt, locked FOR UPDATE until the caller commits. */
async function chargesTerbuka(tx: Tx, kunjunganUid: string) {
  return tx
    .select()
    .from(transaksi)
    .where(
      and(
        eq(transaksi.kunjungan_uid, kunjunganUid),
        isNull(transaksi.membalik_uid),
        isNull(transaksi.pembayaran_uid),
        notExists(tx.select({ x: sql`1` }).from(reversal).where(eq(reversal.membalik_uid, transaksi.uid))),
      ),
    )
    .orderBy(transaksi.created_at)
    .for('update', { of: transaksi });
}

/**
 * The payer's part of what is open now: the payer covers its share of the whole bill
 * (bagiTagihan), less what earlier live receipts already put on it, never more than is open.
 */
export function bagianPenjaminTerbuka(
  totalHidup: number,
  terbuka: number,
  sudahDitanggung: number,
  penjamin: PenjaminKunjungan,
  plafon: number | null,
): number {
  const { ditanggung_penjamin } = bagiTagihan(totalHidup, penjamin, plafon);
  return Math.max(0, Math.min(terbuka, ditanggung_penjamin - sudahDitanggung));
}

/** Σ live charges of a visit and Σ payer shares on its receipts (voids count negative). */
export async function angkaKunjungan(tx: Tx | Db, kunjunganUid: string) {
  // One statement, not two: the payment reads it inside its transaction, where every round trip
  // holds the visit's lock a little longer. A line charged to UMUM on another payer's visit (a
  // class upgrade's difference) is the patient's own.
  const res = await tx.execute(sql`
    select t.total, t.penjamin, p.ditanggung, p.bayar, p.diskon
      from (select coalesce(sum(${transaksi.total}), 0) as total,
                   coalesce(sum(${transaksi.total}) filter (where ${transaksi.penjamin} <> 'UMUM'), 0) as penjamin
              from ${transaksi} where ${transaksi.kunjungan_uid} = ${kunjunganUid}) t,
           (select coalesce(sum(${pembayaran.ditanggung_penjamin}), 0) as ditanggung,
                   coalesce(sum(${pembayaran.jumlah_bayar}), 0) as bayar,
                   coalesce(sum(${pembayaran.diskon}), 0) as diskon
              from ${pembayaran} where ${pembayaran.kunjungan_uid} = ${kunjunganUid}) p`);
  const [r] = (res as unknown as { rows: Record<string, string>[] }).rows;
  return {
    totalHidup: Number(r?.total ?? 0),
    /** What the payer's share is computed on: the live charges not charged to UMUM. */
    totalPenjamin: Number(r?.penjamin ?? 0),
    sudahDitanggung: Number(r?.ditanggung ?? 0),
    sudahDibayar: Number(r?.bayar ?? 0),
    diskon: Number(r?.diskon ?? 0),
  };
}

async function nomorInvoice(tx: Tx, ctx: Ctx): Promise<string> {
  const hari = toJakartaIsoDate(ctx.now()).replaceAll('-', '');
  const n = await ambilNomor(tx, `INV-${hari}`);
  return `INV-${hari}-${String(n).padStart(4, '0')}`;
}

/** 400 unless every bank named is an active bank of the master data. */
async function periksaBank(tx: Tx, metode: MetodeBayarInput[]) {
  const uids = [...new Set(metode.flatMap((m) => (m.bank_uid ? [m.bank_uid] : [])))];
  if (uids.length === 0) return;
  const ada = new Set(
    (
      await tx
        .select({ uid: bank.uid })
        .from(bank)
        .where(and(inArray(bank.uid, uids), eq(bank.status, 'AKTIF')))
    ).map((r) => r.uid),
  );
  const i = metode.findIndex((m) => m.bank_uid && !ada.has(m.bank_uid));
  if (i >= 0) throw galat.bankTidakDikenal(i);
}

/** 403 unless the cashier's authority (kasir_wewenang) covers a discount of `diskon` on `tagihan`. */
async function periksaWewenangDiskon(tx: Tx, akunUid: string, diskon: number, tagihan: number) {
  if (diskon <= 0) return;
  if (diskon > tagihan) throw galat.diskonMelebihiTagihan(tagihan);
  const [w] = await tx.select().from(kasirWewenang).where(eq(kasirWewenang.akun_uid, akunUid));
  if (!w || w.maks_diskon_persen <= 0) throw galat.diskonTanpaWewenang();
  const batas = batasDiskon(tagihan, w.maks_diskon_persen);
  if (diskon > batas) throw galat.diskonMelebihiWewenang(w.maks_diskon_persen, batas);
}

function periksaJumlah(metode: MetodeBayarInput[], harus: number) {
  const dibayar = metode.reduce((n, m) => n + m.jumlah, 0);
  if (dibayar !== harus) throw galat.jumlahTidakSesuai(dibayar, harus);
}

interface Tagihan {
  kunjungan_uid: string | null;
  penjualan_uid: string | null;
  pasien_uid: string | null;
  nama_pembayar: string;
  penjamin: PenjaminKunjungan;
  total_tagihan: number;
  ditanggung_penjamin: number;
  transaksi_uids: string[];
}

/** Writes the receipt, its method lines and covered charges; the caller has checked the amounts. */
async function tulisPembayaran(
  tx: Tx,
  ctx: Ctx,
  shiftUid: string,
  t: Tagihan,
  input: BayarInput,
): Promise<{ uid: string; nomor: string; jumlah_bayar: number }> {
  const user = penggunaOf(ctx);
  const jumlahBayar = t.total_tagihan - t.ditanggung_penjamin - input.diskon;
  const nomor = await nomorInvoice(tx, ctx);
  const sekarang = ctx.now();
  const [p] = await tx
    .insert(pembayaran)
    .values({
      nomor,
      kunjungan_uid: t.kunjungan_uid,
      penjualan_uid: t.penjualan_uid,
      pasien_uid: t.pasien_uid,
      nama_pembayar: t.nama_pembayar,
      penjamin: t.penjamin,
      total_tagihan: t.total_tagihan,
      ditanggung_penjamin: t.ditanggung_penjamin,
      diskon: input.diskon,
      alasan_diskon: input.diskon > 0 ? input.alasan_diskon : null,
      jumlah_bayar: jumlahBayar,
      shift_uid: shiftUid,
      kasir_uid: user.uid,
      created_at: sekarang,
    })
    .returning({ uid: pembayaran.uid });
  if (!p) throw new Error('insert pembayaran tanpa hasil');
  if (input.metode.length) {
    await tx.insert(pembayaranMetode).values(
      input.metode.map((m) => {
        const diterima = m.metode === 'TUNAI' ? (m.diterima ?? m.jumlah) : null;
        return {
          pembayaran_uid: p.uid,
          metode: m.metode,
          jumlah: m.jumlah,
          bank_uid: m.bank_uid,
          referensi: m.referensi,
          diterima,
          kembalian: diterima === null ? null : diterima - m.jumlah,
        };
      }),
    );
  }
  if (t.transaksi_uids.length) {
    await tx
      .insert(pembayaranItem)
      .values(t.transaksi_uids.map((transaksi_uid) => ({ pembayaran_uid: p.uid, transaksi_uid })));
    await tx.update(transaksi).set({ pembayaran_uid: p.uid }).where(inArray(transaksi.uid, t.transaksi_uids));
  }
  return { uid: p.uid, nomor, jumlah_bayar: jumlahBayar };
}

const ringkasMetode = (metode: MetodeBayarInput[]) =>
  metode.map((m) => `${LABEL_METODE_BAYAR[m.metode]} ${formatRupiah(m.jumlah)}`).join(', ') ||
  'tanpa pembayaran pasien';

/** Pays what is open on a visit's bill. */
async function bayarKunjungan(
  tx: Tx,
  ctx: Ctx,
  shiftUid: string,
  kunjunganUid: string,
  input: BayarInput,
  port: PortKasir,
) {
  const [k] = await tx
    .select({
      uid: kunjungan.uid,
      status: kunjungan.status,
      penjamin: kunjungan.penjamin,
      pasien_uid: kunjungan.pasien_uid,
      plafon: asuransi.plafon,
      nama: pasien.nama,
      no_rm: pasien.no_rm,
      dirawat: sql<boolean>`exists (select 1 from ${perawatanInap}
        where ${perawatanInap.kunjungan_uid} = ${kunjungan.uid} and ${perawatanInap.status} = 'DIRAWAT')`,
    })
    .from(kunjungan)
    .innerJoin(pasien, eq(pasien.uid, kunjungan.pasien_uid))
    .leftJoin(asuransi, eq(asuransi.uid, kunjungan.asuransi_uid))
    .where(eq(kunjungan.uid, kunjunganUid))
    .for('update', { of: kunjungan });
  if (!k) throw galat.kunjunganTidakDitemukan();
  if (k.status === 'BATAL') throw galat.kunjunganBatal();
  if (k.dirawat) throw galat.masihDirawat();

  const terbuka = await chargesTerbuka(tx, k.uid);
  const totalTerbuka = terbuka.reduce((n, r) => n + r.total, 0);
  if (totalTerbuka <= 0) throw galat.tagihanLunas();
  if (input.total_tagihan !== totalTerbuka) throw galat.tagihanBerubah(input.total_tagihan, totalTerbuka);
  // Read after the visit's lock, in the paying transaction: what the cashier is told is what stands.
  const tertunda = await bacaTertunda(port, tx, k.uid, toJakartaIsoDate(ctx.now()));
  if (tertunda.length && !input.abaikan_tertunda) throw galat.masihAdaTertunda(tertunda);

  const angka = await angkaKunjungan(tx, k.uid);
  const penjamin = k.penjamin as PenjaminKunjungan;
  const ditanggung = bagianPenjaminTerbuka(
    angka.totalPenjamin,
    totalTerbuka,
    angka.sudahDitanggung,
    penjamin,
    k.plafon === null ? null : Number(k.plafon),
  );
  const due = totalTerbuka - ditanggung;
  await periksaWewenangDiskon(tx, penggunaOf(ctx).uid, input.diskon, due);
  periksaJumlah(input.metode, due - input.diskon);
  await periksaBank(tx, input.metode);
  const pakaiDeposit = input.metode.find((m) => m.metode === 'DEPOSIT')?.jumlah ?? 0;
  if (pakaiDeposit > 0) {
    const saldo = await saldoDeposit(tx, k.uid);
    if (pakaiDeposit > saldo) throw galat.depositTidakCukup(saldo);
  }

  const p = await tulisPembayaran(
    tx,
    ctx,
    shiftUid,
    {
      kunjungan_uid: k.uid,
      penjualan_uid: null,
      pasien_uid: k.pasien_uid,
      nama_pembayar: k.nama,
      penjamin,
      total_tagihan: totalTerbuka,
      ditanggung_penjamin: ditanggung,
      transaksi_uids: terbuka.map((r) => r.uid),
    },
    input,
  );
  if (pakaiDeposit > 0) {
    await tx.insert(deposit).values({
      kunjungan_uid: k.uid,
      pasien_uid: k.pasien_uid,
      jenis: 'PAKAI',
      jumlah: -pakaiDeposit,
      pembayaran_uid: p.uid,
      keterangan: `Dipakai untuk ${p.nomor}`,
      shift_uid: shiftUid,
      kasir_uid: penggunaOf(ctx).uid,
      created_at: ctx.now(),
    });
  }
  await catatFeeDokter(
    tx,
    ctx,
    p.uid,
    terbuka.map((r) => r.uid),
    port.tindakan,
  );
  await catatAktivitas(tx, ctx, {
    aksi: 'kasir.bayar',
    entitas: 'pembayaran',
    entitas_id: p.uid,
    keterangan: `Pembayaran ${p.nomor} – ${k.nama} (${k.no_rm}): tagihan ${formatRupiah(totalTerbuka)}, penjamin ${formatRupiah(ditanggung)}, diskon ${formatRupiah(input.diskon)}, dibayar ${formatRupiah(p.jumlah_bayar)} (${ringkasMetode(input.metode)})${tertunda.length ? `; dibayar walau ${tertunda.length} order/resep belum ditagihkan (perkiraan ${formatRupiah(tertunda.reduce((n, x) => n + x.perkiraan, 0))})` : ''}`,
    detail: {
      kunjungan_uid: k.uid,
      metode: input.metode,
      alasan_diskon: input.alasan_diskon,
      // Paid knowingly ahead of these (abaikan_tertunda): who decided it, and on what, stays on record.
      ...(tertunda.length
        ? { tertunda: tertunda.map((x) => ({ nomor: x.nomor, perkiraan: x.perkiraan })) }
        : {}),
    },
  });
  return p.uid;
}

/** Pays a walk-in pharmacy sale sent to the cashier (no payer, no discount, no deposit). */
async function bayarPenjualan(
  tx: Tx,
  ctx: Ctx,
  shiftUid: string,
  penjualanUid: string,
  input: BayarInput,
  penjualan: PenjualanUntukKasir,
) {
  if (input.diskon > 0) throw galat.diskonUntukPenjualan();
  if (input.metode.some((m) => m.metode === 'DEPOSIT')) throw galat.depositUntukPenjualan();
  const jual = await penjualan.baca(tx, penjualanUid);
  if (!jual) throw galat.penjualanTidakDitemukan();
  const s = { uid: jual.uid, total: jual.total, nama: jual.nama_pembeli };
  if (input.total_tagihan !== s.total) throw galat.tagihanBerubah(input.total_tagihan, s.total);
  periksaJumlah(input.metode, s.total);
  await periksaBank(tx, input.metode);
  // Locks the sale, checks it waits for the cashier, and marks it paid (409 when paid already).
  const diserahkan = input.metode.reduce(
    (n, m) => n + (m.metode === 'TUNAI' ? (m.diterima ?? m.jumlah) : m.jumlah),
    0,
  );
  const sale = await penjualan.tandaiLunas(tx, ctx, s.uid, diserahkan);
  const p = await tulisPembayaran(
    tx,
    ctx,
    shiftUid,
    {
      kunjungan_uid: null,
      penjualan_uid: s.uid,
      pasien_uid: null,
      nama_pembayar: s.nama,
      penjamin: 'UMUM',
      total_tagihan: s.total,
      ditanggung_penjamin: 0,
      transaksi_uids: [],
    },
    input,
  );
  await catatAktivitas(tx, ctx, {
    aksi: 'kasir.bayar',
    entitas: 'pembayaran',
    entitas_id: p.uid,
    keterangan: `Pembayaran ${p.nomor} – penjualan obat ${sale.nomor} (${s.nama}): ${formatRupiah(s.total)} (${ringkasMetode(input.metode)})`,
    detail: { penjualan_uid: s.uid, metode: input.metode },
  });
  return p.uid;
}

/**
 * POST /kasir/pembayaran: one receipt, its invoice number allocated in the same transaction. The
 * ports reach the walk-in sale and the charged procedures (doctors' fees) above the cashier.
 */
export async function bayar(db: Db, ctx: Ctx, input: BayarInput, port: PortKasir): Promise<Pembayaran> {
  const user = penggunaOf(ctx);
  const uid = await db.transaction(async (tx) => {
    const shift = await shiftTerbuka(tx, user.uid);
    const uid = input.kunjungan_uid
      ? await bayarKunjungan(tx, ctx, shift.uid, input.kunjungan_uid, input, port)
      : await bayarPenjualan(tx, ctx, shift.uid, input.penjualan_uid ?? '', input, port.penjualan);
    return uid;
  });
  // Read once committed, on the pool: the visit's lock and the day's invoice counter are released
  // two statements earlier for the next cashier.
  return ambilPembayaran(db, uid);
}
