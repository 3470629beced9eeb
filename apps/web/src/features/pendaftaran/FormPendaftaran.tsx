import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  can,
  formatTanggal,
  MAKS_HARI_DAFTAR,
  type PendaftaranBaru,
  type PendaftaranInput,
  pendaftaranInputSchema,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useSession } from '../../shell/session.tsx';
import { DateInput } from '../../ui/DateInput.tsx';
import { KOLOM_SEP, type KolomSep } from '../sep/IsianSep.tsx';
import { vclaimBelumDiatur } from '../sep/sep.api.ts';
import { BagianBpjs, useSepDaftar } from './BpjsPendaftaran.tsx';
import { PoliDokterFields } from './PoliDokterFields.tsx';
import { useDaftarkan, usePenjamin, usePoliAktif } from './pendaftaran.api.ts';

export interface PasienDipilih {
  uid: string;
  no_rm: string;
  nama: string;
  no_bpjs: string | null;
}

type Field =
  | 'tanggal'
  | 'poli_uid'
  | 'dokter_uid'
  | 'penjamin'
  | 'asuransi_uid'
  | 'no_kartu'
  | 'no_rujukan'
  | 'no_sep'
  | 'keluhan';
const FIELDS: Field[] = [
  'tanggal',
  'poli_uid',
  'dokter_uid',
  'penjamin',
  'asuransi_uid',
  'no_kartu',
  'no_rujukan',
  'no_sep',
  'keluhan',
];

/** The form is long (BPJS): a refusal shown at its top is scrolled into view. */
const tampakkan = (el: HTMLElement | null) => el?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });

function tambahHari(tanggal: string, n: number): string {
  const d = new Date(`${tanggal}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The registration step for one patient: date, clinic, the doctor practising there that day
 * (with the quota left), payer and its numbers, complaint. Field errors come from the same zod
 * contract as the server, then from the server's answer.
 */
export function FormPendaftaran({
  pasien,
  onTersimpan,
  onBatal,
}: {
  pasien: PasienDipilih;
  onTersimpan: (p: PendaftaranBaru) => void;
  onBatal?: () => void;
}) {
  const { user } = useSession();
  const hariIni = toJakartaIsoDate(new Date());
  const [tanggal, setTanggal] = useState<string | undefined>(hariIni);
  const [poliUid, setPoliUid] = useState('');
  const [dokterUid, setDokterUid] = useState('');
  const [penjaminKey, setPenjaminKey] = useState('UMUM');
  const [noKartu, setNoKartu] = useState('');
  const [noRujukan, setNoRujukan] = useState('');
  const [noSep, setNoSep] = useState('');
  const [keluhan, setKeluhan] = useState('');
  const [galat, setGalat] = useState<Partial<Record<Field, string>>>({});
  const [galatUmum, setGalatUmum] = useState<string | null>(null);

  const polis = usePoliAktif();
  const penjamins = usePenjamin();
  const daftarkan = useDaftarkan();

  const poli = polis.data?.find((p) => p.uid === poliUid);
  const igd = poli?.jenis === 'IGD';
  const pj = penjamins.data?.find((p) => (p.asuransi_uid ?? p.penjamin_tarif) === penjaminKey);
  const jenisPenjamin = pj?.penjamin_tarif ?? 'UMUM';
  const sep = useSepDaftar({
    aktif: jenisPenjamin === 'BPJS' && can(user?.role, 'vclaim:read'),
    pasienUid: pasien.uid,
    noKartu,
    setNoKartu,
    tanggal,
  });
  // BPJS said the participant is not active: it will not pay, so the registration cannot be BPJS.
  const tidakAktif = jenisPenjamin === 'BPJS' ? sep.cek.tidakAktif : null;

  const ubahPenjamin = (key: string) => {
    setPenjaminKey(key);
    const baru = penjamins.data?.find((p) => (p.asuransi_uid ?? p.penjamin_tarif) === key);
    setNoKartu(baru?.penjamin_tarif === 'BPJS' ? (pasien.no_bpjs ?? '') : '');
    setGalat((g) => ({ ...g, penjamin: undefined, no_kartu: undefined }));
  };

  /** Field errors of the contract or the server: `sep.diag_awal` goes under the SEP's field. */
  const pasangGalat = (galatList: { path: string; message: string }[]) => {
    const g: Partial<Record<Field, string>> = {};
    const gs: Partial<Record<KolomSep, string>> = {};
    const lain: string[] = [];
    for (const e of galatList) {
      // The server may name a field 'no_kartu', 'body.no_kartu' or '/no_kartu'.
      const [akar, anak = ''] = e.path.split(/[./]/).filter((x) => x && x !== 'body');
      const kolomSep = KOLOM_SEP.find((k) => k === anak);
      if (akar === 'sep' && kolomSep) gs[kolomSep] ??= e.message;
      // The referral's parts of the SEP (asal, tanggal, faskes perujuk) belong to its number.
      else if (akar === 'sep' && anak.endsWith('rujukan')) g.no_rujukan ??= e.message;
      else if (akar === 'sep') lain.push(e.message);
      else {
        const f = FIELDS.find((x) => x === akar);
        if (f) g[f] ??= e.message;
      }
    }
    return { g, gs, lain };
  };

  const [sibuk, setSibuk] = useState(false);
  const simpan = async () => {
    setSibuk(true);
    try {
      await periksaLaluKirim();
    } finally {
      setSibuk(false);
    }
  };

  const periksaLaluKirim = async () => {
    setGalatUmum(null);
    const bpjs = jenisPenjamin === 'BPJS';
    const siap = bpjs ? await sep.siapkan(noRujukan, igd) : {};
    const body = {
      pasien_uid: pasien.uid,
      poli_uid: poliUid,
      dokter_uid: dokterUid || null,
      tanggal: tanggal ?? '',
      penjamin: jenisPenjamin,
      asuransi_uid: pj?.asuransi_uid ?? null,
      no_kartu: noKartu,
      no_rujukan: noRujukan,
      no_sep: bpjs && sep.terbit ? '' : noSep,
      keluhan,
      ...(siap.sep ? { sep: siap.sep } : {}),
    };
    const cek = pendaftaranInputSchema.safeParse(body);
    const { g, gs, lain } = pasangGalat(
      cek.success ? [] : cek.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
    if (!igd && !dokterUid) g.dokter_uid = 'Dokter wajib dipilih';
    if (bpjs && !igd && !noRujukan.trim())
      g.no_rujukan = 'Nomor rujukan wajib diisi untuk pasien BPJS di luar IGD';
    else if (siap.galatRujukan) g.no_rujukan = siap.galatRujukan;
    setGalat(g);
    sep.setGalat(gs);
    if (lain[0]) setGalatUmum(lain[0]);
    if (Object.keys(g).length || Object.keys(gs).length || !cek.success) return;
    try {
      onTersimpan(await daftarkan.mutateAsync(cek.data as PendaftaranInput));
    } catch (err) {
      if (vclaimBelumDiatur(err)) sep.cek.tandaiTanpaVclaim();
      if (err instanceof ApiError && err.errors.length) {
        const dariServer = pasangGalat(err.errors);
        setGalat(dariServer.g);
        sep.setGalat(dariServer.gs);
        const terpasang = Object.keys(dariServer.g).length + Object.keys(dariServer.gs).length;
        if (!terpasang || err.status === 409) setGalatUmum(err.message);
      } else setGalatUmum(err instanceof Error ? err.message : 'Terjadi kesalahan. Silakan coba lagi.');
    }
  };

  return (
    <Stack spacing={2}>
      <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
        <Typography variant="caption" color="text.secondary">
          Pasien
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {pasien.nama}{' '}
          <Typography component="span" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
            ({pasien.no_rm})
          </Typography>
        </Typography>
      </Box>
      {galatUmum ? (
        <Alert key={galatUmum} ref={tampakkan} severity="error">
          {galatUmum}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DateInput
          label="Tanggal Kunjungan"
          required
          value={tanggal}
          onChange={(v) => {
            setTanggal(v);
            setDokterUid('');
          }}
          min={hariIni}
          max={tambahHari(hariIni, MAKS_HARI_DAFTAR)}
          error={galat.tanggal}
          helperText={tanggal ? formatTanggal(tanggal) : undefined}
          fullWidth
        />
        <PoliDokterFields
          tanggal={tanggal}
          poliUid={poliUid}
          dokterUid={dokterUid}
          onPoli={(uid) => {
            setPoliUid(uid);
            setDokterUid('');
            setGalat((g) => ({ ...g, poli_uid: undefined }));
          }}
          onDokter={(uid) => {
            setDokterUid(uid);
            setGalat((g) => ({ ...g, dokter_uid: undefined }));
          }}
          galat={galat}
        />
        <TextField
          select
          label="Penjamin"
          required
          value={penjaminKey}
          onChange={(e) => ubahPenjamin(e.target.value)}
          error={Boolean(galat.penjamin || galat.asuransi_uid)}
          helperText={galat.penjamin ?? galat.asuransi_uid ?? ' '}
        >
          {(penjamins.data ?? []).map((p) => (
            <MenuItem key={p.asuransi_uid ?? p.penjamin_tarif} value={p.asuransi_uid ?? p.penjamin_tarif}>
              {p.nama}
            </MenuItem>
          ))}
        </TextField>
        {jenisPenjamin !== 'UMUM' ? (
          <TextField
            label={jenisPenjamin === 'BPJS' ? 'No. Kartu BPJS (13 digit)' : 'No. Kartu / Polis'}
            required
            value={noKartu}
            onChange={(e) => {
              setNoKartu(e.target.value);
              setGalat((g) => ({ ...g, no_kartu: undefined }));
            }}
            error={Boolean(galat.no_kartu)}
            helperText={
              galat.no_kartu ??
              (jenisPenjamin === 'BPJS' && sep.cek.dariNik && sep.vclaim ? 'Dicari dengan NIK pasien' : ' ')
            }
            slotProps={{ htmlInput: { inputMode: jenisPenjamin === 'BPJS' ? 'numeric' : 'text' } }}
          />
        ) : (
          <Box />
        )}
        {jenisPenjamin === 'BPJS' ? (
          <BagianBpjs
            sep={sep}
            igd={igd}
            noRujukan={noRujukan}
            setNoRujukan={(v) => {
              setNoRujukan(v);
              setGalat((g) => ({ ...g, no_rujukan: undefined }));
            }}
            noSep={noSep}
            setNoSep={setNoSep}
            galat={galat}
          />
        ) : null}
        <TextField
          label="Keluhan (opsional)"
          value={keluhan}
          onChange={(e) => setKeluhan(e.target.value)}
          error={Boolean(galat.keluhan)}
          helperText={galat.keluhan ?? ' '}
          multiline
          minRows={2}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
      </Box>
      {tidakAktif ? (
        <Alert severity="error">
          Peserta BPJS tidak aktif ({tidakAktif}): pendaftaran dengan penjamin BPJS tidak dapat dilanjutkan.
          Daftarkan dengan penjamin lain atau minta peserta mengaktifkan kepesertaannya.
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        {onBatal ? (
          <Button color="inherit" onClick={onBatal} disabled={sibuk}>
            Batal
          </Button>
        ) : null}
        <Button
          variant="contained"
          onClick={() => void simpan()}
          loading={sibuk}
          disabled={Boolean(tidakAktif)}
        >
          Daftarkan
        </Button>
      </Box>
    </Stack>
  );
}
