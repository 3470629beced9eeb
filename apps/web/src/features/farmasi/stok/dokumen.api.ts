import {
  type AksesLokasi,
  type DokumenStok,
  dokumenStokApi,
  type JenisDokumenStok,
  type KontrakMenjawab,
  lokasiFarmasiApi,
  type Masukan,
  type Produk,
  persediaanApi,
  produkApi,
  type StatusDokumenStok,
  supplierFarmasiApi,
} from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { kueri, panggil, urlKontrak } from '../../../api/kontrak.ts';
import { useMasterAktif } from '../../../api/master.ts';
import { useDebounced } from '../../../ui/useDebounced.ts';
import { useAksesSaya } from '../akses.api.ts';
import { segarkanAwalan } from '../farmasi.segarkan.ts';

/** The printable purchase order, for PdfViewerDialog. */
export const urlPdfPo = (uid: string) => urlKontrak(dokumenStokApi.pdfPo, { params: { uid } });

// A document write moves other documents (PR → DIPESAN, PO → SEBAGIAN) and stock: refresh all
// (the documents' paths sit under the stock list's).
const segarkan = () => segarkanAwalan(persediaanApi.stok.path);

export interface PilihanLokasi {
  value: string;
  label: string;
  akses: readonly AksesLokasi[];
}

/** Locations where the caller holds `akses` (ADMIN: every location); the location pickers offer only these. */
export function useLokasiBerhak(akses: AksesLokasi): PilihanLokasi[] {
  const q = useAksesSaya();
  return (q.data ?? [])
    .filter((e) => e.akses.includes(akses))
    .map((e) => ({ value: e.lokasi.uid, label: e.lokasi.nama, akses: e.akses }));
}

/** Whether the caller holds `akses` at `lokasiUid`: the screens hide what the server would refuse. */
export function useBolehDi(): (lokasiUid: string | null | undefined, akses: AksesLokasi) => boolean {
  const q = useAksesSaya();
  return (lokasiUid, akses) =>
    Boolean(lokasiUid) && (q.data ?? []).some((e) => e.lokasi.uid === lokasiUid && e.akses.includes(akses));
}

/** Active warehouses: where an SR may be sent. */
export function useGudang() {
  const q = useMasterAktif(lokasiFarmasiApi, { jenis: 'GUDANG' });
  return (q.data ?? []).map((l) => ({ value: l.uid, label: l.nama }));
}

export function useSupplier() {
  const q = useMasterAktif(supplierFarmasiApi);
  return (q.data ?? []).map((s) => ({ value: s.uid, label: s.nama }));
}

export type ProdukPilihan = Pick<
  Produk,
  'uid' | 'kode' | 'nama' | 'satuan_dasar' | 'harga_dasar' | 'konversi'
>;

/** Active products matching what is typed (name, generic name or code), 20 at a time. */
export function useCariProduk(cari: string) {
  const q = useDebounced(cari);
  return useQuery({
    ...kueri(produkApi.daftar, { query: { search: q, status: 'AKTIF', limit: 20 } }),
    select: (r) => r.respon,
  });
}

export function useDokumen(jenis: JenisDokumenStok, uid: string | null) {
  return useQuery({
    ...kueri(dokumenStokApi.baca[jenis].detail, { params: { uid: uid ?? '' } }),
    select: (r) => r.respon,
    enabled: Boolean(uid),
    staleTime: 0,
  });
}

/** Open documents of one kind at one location (a PR to order, a PO to receive). */
export function useDokumenTerbuka(jenis: JenisDokumenStok, status: StatusDokumenStok[], lokasiUid: string) {
  const daftar = dokumenStokApi.baca[jenis].daftar;
  return useQuery({
    // One request per status, one cached answer; the key starts with the list's path like kunci().
    queryKey: [daftar.path, null, { terbuka: status, lokasi_uid: lokasiUid }],
    queryFn: async () => {
      const hasil = await Promise.all(
        status.map((s) =>
          panggil(daftar, { query: { status: s, lokasi_uid: lokasiUid || undefined, limit: 100 } }),
        ),
      );
      return hasil.flatMap((r) => r.respon);
    },
    staleTime: 0,
  });
}

/**
 * The create contract of each kind. Its body is read as any input here: the create dialog
 * (FormDokumenDialog) has already checked it with the kind's domain schema, the contract's own.
 */
type KontrakBuat = KontrakMenjawab<{ respon: DokumenStok }, 201> & { body: z.ZodType };
const BUAT: Record<JenisDokumenStok, KontrakBuat> = {
  SR: dokumenStokApi.buatSr,
  PR: dokumenStokApi.buatPr,
  PO: dokumenStokApi.buatPo,
  GR: dokumenStokApi.buatGr,
};

type TulisDokumen =
  | { uid?: undefined; aksi?: undefined; body: unknown }
  | { uid: string; aksi: 'penuhi'; body: Masukan<typeof dokumenStokApi.penuhiSr>['body'] }
  | { uid: string; aksi: 'tolak' | 'batal'; body: Masukan<typeof dokumenStokApi.tolakSr>['body'] };

function tulis(jenis: JenisDokumenStok, t: TulisDokumen) {
  if (t.aksi === undefined) return panggil(BUAT[jenis], { body: t.body });
  const params = { uid: t.uid };
  if (t.aksi === 'penuhi') return panggil(dokumenStokApi.penuhiSr, { params, body: t.body });
  if (t.aksi === 'batal') return panggil(dokumenStokApi.batalPo, { params, body: t.body });
  return panggil(jenis === 'SR' ? dokumenStokApi.tolakSr : dokumenStokApi.tolakPr, { params, body: t.body });
}

/** Any write on a document: create (`aksi` empty) or an action on one (`penuhi`, `tolak`, `batal`). */
export function useTulisDokumen(jenis: JenisDokumenStok) {
  return useMutation({
    mutationFn: (t: TulisDokumen) => tulis(jenis, t).then((r) => r.respon),
    onSuccess: segarkan,
  });
}
