import { type JenisOrder, laborApi, type Masukan, type ResponDari, radiologiApi } from '@rawat/domain';
import { type Query, useMutation, useQuery } from '@tanstack/react-query';
import { kueri, kunci, panggil, unggah, urlKontrak } from '../../api/kontrak.ts';
import { POLLING_MS, queryClient } from '../../api/query.ts';

/** Each unit's contracts; worklist, results, detail, cancelling and the printout share one shape. */
export const API_UNIT = { LABOR: laborApi, RADIOLOGI: radiologiApi } as const;

type Body<K> = Masukan<K>['body'];

/** The worklist's filters as the status counts take them. */
export type FilterWorklist = NonNullable<Masukan<typeof laborApi.jumlah>['query']>;

/** Orders per status for the chips, refreshed with the list (20 s polling). */
export function useJumlahWorklist(jenis: JenisOrder, filter: FilterWorklist) {
  return useQuery({
    ...kueri(API_UNIT[jenis].jumlah, { query: filter }),
    select: (r) => r.respon,
    refetchInterval: POLLING_MS,
  });
}

// An order of another desk may move at any moment: the detail is never trusted from the cache.
const detailTerbaru = { staleTime: 0, refetchInterval: POLLING_MS } as const;

/** One order of the lab, refreshed every 20 s while open. */
export function useLaborDetail(uid: string | undefined) {
  return useQuery({
    ...kueri(laborApi.detail, { params: { uid: uid ?? '' } }),
    select: (r) => r.respon,
    enabled: Boolean(uid),
    ...detailTerbaru,
  });
}

export function useRadiologiDetail(uid: string | undefined) {
  return useQuery({
    ...kueri(radiologiApi.detail, { params: { uid: uid ?? '' } }),
    select: (r) => r.respon,
    enabled: Boolean(uid),
    ...detailTerbaru,
  });
}

/** Every answer of a unit: its keys start with the path of the unit's worklist (kontrakWorklist). */
const dariUnit = (jenis: JenisOrder) => (q: Query) => {
  const path = String(q.queryKey[0] ?? '');
  const dasar = API_UNIT[jenis].daftar.path;
  return path === dasar || path.startsWith(`${dasar}/`);
};

// The doctor's chart shows the order's status too ('pelayanan' keys not yet on contracts).
const dariChart = (q: Query) => {
  const path = String(q.queryKey[0] ?? '');
  return path === 'pelayanan' || path.startsWith('/pelayanan');
};

/** After a step every list of the unit and the doctor's chart are refetched. */
function segarkan(jenis: JenisOrder) {
  void queryClient.invalidateQueries({ predicate: dariUnit(jenis), refetchType: 'active' });
  void queryClient.invalidateQueries({ predicate: dariChart });
}

/** A lab step's answer becomes the detail at once. */
function setelahLabor(uid: string) {
  return (respon: ResponDari<typeof laborApi.detail>) => {
    queryClient.setQueryData(kunci(laborApi.detail, { params: { uid } }), { respon });
    segarkan('LABOR');
  };
}

function setelahRadiologi(uid: string) {
  return (respon: ResponDari<typeof radiologiApi.detail>) => {
    queryClient.setQueryData(kunci(radiologiApi.detail, { params: { uid } }), { respon });
    segarkan('RADIOLOGI');
  };
}

/** A step of the lab on one order, with the body its contract takes. */
export type LangkahLabor =
  | { aksi: 'sampel' | 'proses'; body?: Body<typeof laborApi.sampel> }
  | { aksi: 'validasi' }
  | { aksi: 'batal'; body: Body<typeof laborApi.batal> }
  | { aksi: 'koreksi'; body: Body<typeof laborApi.koreksi> };

function jalankanLabor(uid: string, l: LangkahLabor) {
  const params = { uid };
  switch (l.aksi) {
    case 'sampel':
      return panggil(laborApi.sampel, { params, body: l.body });
    case 'proses':
      return panggil(laborApi.proses, { params, body: l.body });
    case 'validasi':
      return panggil(laborApi.validasi, { params });
    case 'batal':
      return panggil(laborApi.batal, { params, body: l.body });
    case 'koreksi':
      return panggil(laborApi.koreksi, { params, body: l.body });
  }
}

/** A step of the lab (sampel, proses, validasi, koreksi, batal). */
export function useLangkahLabor(uid: string) {
  return useMutation({
    mutationFn: (l: LangkahLabor) => jalankanLabor(uid, l).then((r) => r.respon),
    onSuccess: setelahLabor(uid),
  });
}

export function useSimpanHasilLab(uid: string) {
  return useMutation({
    mutationFn: (body: Body<typeof laborApi.simpanHasil>) =>
      panggil(laborApi.simpanHasil, { params: { uid }, body }).then((r) => r.respon),
    onSuccess: setelahLabor(uid),
  });
}

/** A step of radiology on one order, with the body its contract takes. */
export type LangkahRadiologi =
  | { aksi: 'periksa'; body?: Body<typeof radiologiApi.periksa> }
  | { aksi: 'validasi' }
  | { aksi: 'batal'; body: Body<typeof radiologiApi.batal> }
  | { aksi: 'koreksi'; body: Body<typeof radiologiApi.koreksi> };

function jalankanRadiologi(uid: string, l: LangkahRadiologi) {
  const params = { uid };
  switch (l.aksi) {
    case 'periksa':
      return panggil(radiologiApi.periksa, { params, body: l.body });
    case 'validasi':
      return panggil(radiologiApi.validasi, { params });
    case 'batal':
      return panggil(radiologiApi.batal, { params, body: l.body });
    case 'koreksi':
      return panggil(radiologiApi.koreksi, { params, body: l.body });
  }
}

export function useLangkahRadiologi(uid: string) {
  return useMutation({
    mutationFn: (l: LangkahRadiologi) => jalankanRadiologi(uid, l).then((r) => r.respon),
    onSuccess: setelahRadiologi(uid),
  });
}

export function useSimpanEkspertise(uid: string) {
  return useMutation({
    mutationFn: (body: Body<typeof radiologiApi.ekspertise>) =>
      panggil(radiologiApi.ekspertise, { params: { uid }, body }).then((r) => r.respon),
    onSuccess: setelahRadiologi(uid),
  });
}

/** Uploads one file with progress (0..1). */
export function useUnggahBerkas(uid: string) {
  return useMutation({
    mutationFn: ({ berkas, onProgress }: { berkas: File; onProgress: (f: number) => void }) => {
      const form = new FormData();
      form.append('berkas', berkas, berkas.name);
      return unggah(radiologiApi.unggahBerkas, { params: { uid } }, form, onProgress).then((r) => r.respon);
    },
    onSuccess: setelahRadiologi(uid),
  });
}

/** The validated result of an order as a PDF, for PdfViewerDialog. */
export const urlHasil = (jenis: JenisOrder, uid: string) =>
  urlKontrak(API_UNIT[jenis].cetakHasil, { params: { uid } });
export const urlHasilLab = (uid: string) => urlHasil('LABOR', uid);
export const urlHasilRadiologi = (uid: string) => urlHasil('RADIOLOGI', uid);
export const urlLabelLab = (uid: string) => urlKontrak(laborApi.label, { params: { uid } });
export const urlBerkas = (uid: string, berkasUid: string) =>
  urlKontrak(radiologiApi.berkas, { params: { uid, berkas_uid: berkasUid } });
