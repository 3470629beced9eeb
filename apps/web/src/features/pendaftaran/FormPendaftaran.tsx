import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatTanggal,
  MAKS_HARI_DAFTAR,
  type PendaftaranBaru,
  type PendaftaranInput,
  pendaftaranInputSchema,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { DateInput } from '../../ui/DateInput.tsx';
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

  const ubahPenjamin = (key: string) => {
    setPenjaminKey(key);
    const baru = penjamins.data?.find((p) => (p.asuransi_uid ?? p.penjamin_tarif) === key);
    setNoKartu(baru?.penjamin_tarif === 'BPJS' ? (pasien.no_bpjs ?? '') : '');
    setGalat((g) => ({ ...g, penjamin: undefined, no_kartu: undefined }));
  };

  const simpan = async () => {
    setGalatUmum(null);
    const body = {
      pasien_uid: pasien.uid,
      poli_uid: poliUid,
      dokter_uid: dokterUid || null,
      tanggal: tanggal ?? '',
      penjamin: jenisPenjamin,
      asuransi_uid: pj?.asuransi_uid ?? null,
      no_kartu: noKartu,
      no_rujukan: noRujukan,
      no_sep: noSep,
      keluhan,
    };
    const cek = pendaftaranInputSchema.safeParse(body);
    const g: Partial<Record<Field, string>> = {};
    if (!cek.success)
      for (const i of cek.error.issues) {
        const f = String(i.path[0]) as Field;
        if (FIELDS.includes(f) && !g[f]) g[f] = i.message;
      }
    if (!igd && !dokterUid) g.dokter_uid = 'Dokter wajib dipilih';
    if (jenisPenjamin === 'BPJS' && !igd && !noRujukan.trim())
      g.no_rujukan = 'Nomor rujukan wajib diisi untuk pasien BPJS di luar IGD';
    setGalat(g);
    if (Object.keys(g).length || !cek.success) return;
    try {
      onTersimpan(await daftarkan.mutateAsync(cek.data as PendaftaranInput));
    } catch (err) {
      if (err instanceof ApiError && err.errors.length) {
        const dariServer: Partial<Record<Field, string>> = {};
        for (const e of err.errors) {
          const f = FIELDS.find((x) => e.path.split(/[./]/).includes(x));
          if (f) dariServer[f] = e.message;
        }
        setGalat(dariServer);
        if (!Object.keys(dariServer).length || err.status === 409) setGalatUmum(err.message);
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
      {galatUmum ? <Alert severity="error">{galatUmum}</Alert> : null}
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
            onChange={(e) => setNoKartu(e.target.value)}
            error={Boolean(galat.no_kartu)}
            helperText={galat.no_kartu ?? ' '}
            slotProps={{ htmlInput: { inputMode: jenisPenjamin === 'BPJS' ? 'numeric' : 'text' } }}
          />
        ) : (
          <Box />
        )}
        {jenisPenjamin === 'BPJS' ? (
          <>
            <TextField
              label={igd ? 'No. Rujukan (opsional di IGD)' : 'No. Rujukan'}
              required={!igd}
              value={noRujukan}
              onChange={(e) => setNoRujukan(e.target.value)}
              error={Boolean(galat.no_rujukan)}
              helperText={galat.no_rujukan ?? ' '}
            />
            <TextField
              label="No. SEP (opsional)"
              value={noSep}
              onChange={(e) => setNoSep(e.target.value)}
              error={Boolean(galat.no_sep)}
              helperText={galat.no_sep ?? ' '}
            />
          </>
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
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        {onBatal ? (
          <Button color="inherit" onClick={onBatal} disabled={daftarkan.isPending}>
            Batal
          </Button>
        ) : null}
        <Button variant="contained" onClick={() => void simpan()} loading={daftarkan.isPending}>
          Daftarkan
        </Button>
      </Box>
    </Stack>
  );
}
