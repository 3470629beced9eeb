import { obatRanapApi, type PemberianObatInput, type RencanaObatInput } from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { kueri, panggil } from '../../../api/kontrak.ts';
import { segarkanPelayanan } from '../../pelayanan/pelayanan.api.ts';

// The stay's medicine plan and the medication administration record (docs/ranap/obat.md). Every
// query key carries layanan_uid, so segarkanPelayanan refreshes them after any write on the stay.

const dari = (layananUid: string) => ({ params: { layanan_uid: layananUid } });
/** The record is written by several nurses at once: never serve an old copy as fresh. */
const segar = { staleTime: 0 };

export function useMar(layananUid: string, tanggal: string) {
  return useQuery({
    ...kueri(obatRanapApi.mar, { ...dari(layananUid), query: { tanggal } }),
    select: (r) => r.respon,
    ...segar,
  });
}

export function useRencanaObat(layananUid: string) {
  return useQuery({
    ...kueri(obatRanapApi.daftarRencana, dari(layananUid)),
    select: (r) => r.respon,
    ...segar,
  });
}

export function useBarisResepStay(layananUid: string) {
  return useQuery({ ...kueri(obatRanapApi.barisResep, dari(layananUid)), select: (r) => r.respon, ...segar });
}

export function useBiayaOrder(layananUid: string) {
  return useQuery({ ...kueri(obatRanapApi.biayaOrder, dari(layananUid)), select: (r) => r.respon, ...segar });
}

export function useTambahRencanaObat(layananUid: string) {
  return useMutation({
    mutationFn: (body: RencanaObatInput) =>
      panggil(obatRanapApi.tambahRencana, { ...dari(layananUid), body }).then((r) => r.respon),
    onSuccess: () => segarkanPelayanan(layananUid),
  });
}

export function useHentikanRencanaObat(layananUid: string) {
  return useMutation({
    mutationFn: ({ uid, alasan }: { uid: string; alasan: string }) =>
      panggil(obatRanapApi.hentikanRencana, {
        params: { layanan_uid: layananUid, uid },
        body: { alasan },
      }).then((r) => r.respon),
    onSuccess: () => segarkanPelayanan(layananUid),
  });
}

export function useCatatPemberian(layananUid: string) {
  return useMutation({
    mutationFn: (body: PemberianObatInput) =>
      panggil(obatRanapApi.beri, { ...dari(layananUid), body }).then((r) => r.respon),
    onSuccess: () => segarkanPelayanan(layananUid),
  });
}
