import {
  type BookingBuat,
  type BookingListQuery,
  bookingApi,
  pasienApi,
  pendaftaranApi,
} from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { kueri, panggil } from '../../api/kontrak.ts';
import { POLLING_MS, queryClient } from '../../api/query.ts';

/** The day's bookings with the count per status, refreshed like the registration list. */
export function useBookingHari(q: BookingListQuery) {
  return useQuery({
    ...kueri(bookingApi.list, { query: q }),
    select: (r) => r.respon,
    refetchInterval: POLLING_MS,
  });
}

export function usePerluDihubungi() {
  return useQuery({
    ...kueri(bookingApi.perluDihubungi),
    select: (r) => r.respon,
    refetchInterval: POLLING_MS,
  });
}

export function useBooking(uid: string) {
  return useQuery({
    ...kueri(bookingApi.detail, { params: { uid } }),
    select: (r) => r.respon,
    enabled: Boolean(uid),
  });
}

/** Pasien by NIK, name or No. RM, for completing a new patient's booking. */
export function useCariPasien(search: string) {
  return useQuery({
    ...kueri(pasienApi.daftar, { query: { search, offset: 0, limit: 5 } }),
    select: (r) => r.respon,
    enabled: search.trim().length >= 3,
  });
}

const segarkan = () =>
  Promise.all(
    [bookingApi.list.path, bookingApi.perluDihubungi.path, bookingApi.detail.path].map((path) =>
      queryClient.invalidateQueries({ queryKey: [path] }),
    ),
  );

/** A hospital-channel booking (sumber RS); it takes a place in the doctor's quota. */
export function useBuatBooking() {
  return useMutation({
    mutationFn: (body: BookingBuat) => panggil(bookingApi.buat, { body }).then((r) => r.respon),
    onSuccess: () =>
      Promise.all([segarkan(), queryClient.invalidateQueries({ queryKey: [pendaftaranApi.kuota.path] })]),
  });
}

export function useCheckin() {
  return useMutation({
    mutationFn: (uid: string) => panggil(bookingApi.checkin, { params: { uid } }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useLengkapi() {
  return useMutation({
    mutationFn: (v: { uid: string; pasien_uid: string; dilayani_sejak?: string }) =>
      panggil(bookingApi.lengkapi, {
        params: { uid: v.uid },
        body: { pasien_uid: v.pasien_uid, ...(v.dilayani_sejak ? { dilayani_sejak: v.dilayani_sejak } : {}) },
      }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useBatalBooking() {
  return useMutation({
    mutationFn: (v: { uid: string; alasan: string }) =>
      panggil(bookingApi.batal, { params: { uid: v.uid }, body: { alasan: v.alasan } }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}

export function useDihubungi() {
  return useMutation({
    mutationFn: (v: { uid: string; catatan: string }) =>
      panggil(bookingApi.dihubungi, { params: { uid: v.uid }, body: { catatan: v.catatan } }).then(
        (r) => r.respon,
      ),
    onSuccess: segarkan,
  });
}

export function useTidakDatang() {
  return useMutation({
    mutationFn: (body: { uid?: string; tanggal?: string }) =>
      panggil(bookingApi.tidakDatang, { body }).then((r) => r.respon),
    onSuccess: segarkan,
  });
}
