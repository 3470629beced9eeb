import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import {
  formatTanggalWaktu,
  type JenisTindakLanjut,
  KELAS_RANAP,
  KONDISI_PULANG,
  LABEL_ALASAN,
  LABEL_KELAS_RANAP,
  LABEL_TINDAK_LANJUT,
  type LayananKlinisDto,
  ringkasTindakLanjut,
  type TindakLanjut,
  tindakLanjutInputSchema,
  tindakLanjutUntuk,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { DateInput } from '../../../ui/DateInput.tsx';
import { Bagian } from './Bagian.tsx';
import { useSimpanTindakLanjut, useTindakLanjut } from './medis.api.ts';

interface Isian {
  jenis: JenisTindakLanjut | '';
  tanggal_kontrol: string;
  faskes_rujukan: string;
  alasan: string;
  kondisi_pulang: string;
  kelas_diminta: string;
  tanggal_meninggal: string;
  jam_meninggal: string;
  catatan: string;
}
type Field = keyof Isian | 'waktu_meninggal';

function dariTersimpan(t: TindakLanjut | null): Isian {
  const wafat = t?.waktu_meninggal ? new Date(t.waktu_meninggal) : null;
  return {
    jenis: t?.jenis ?? '',
    tanggal_kontrol: t?.tanggal_kontrol ?? '',
    faskes_rujukan: t?.faskes_rujukan ?? '',
    alasan: t?.alasan ?? '',
    kondisi_pulang: t?.kondisi_pulang ?? '',
    kelas_diminta: t?.kelas_diminta ?? '',
    tanggal_meninggal: wafat ? toJakartaIsoDate(wafat) : '',
    // HH:MM at +07:00.
    jam_meninggal: wafat ? new Date(wafat.getTime() + 7 * 3_600_000).toISOString().slice(11, 16) : '',
    catatan: t?.catatan ?? '',
  };
}

const PAKAI_KONDISI: readonly JenisTindakLanjut[] = ['PULANG', 'KONTROL', 'RUJUK_LUAR', 'PULANG_PAKSA'];
const ALASAN_WAJIB: readonly JenisTindakLanjut[] = ['RUJUK_LUAR', 'PULANG_PAKSA'];

/** How the visit ends; the fields follow the outcome. Death is offered only at the IGD. */
export function TindakLanjutTab({
  layanan: l,
  bolehTulis,
}: {
  layanan: LayananKlinisDto;
  bolehTulis: boolean;
}) {
  const toast = useToast();
  const q = useTindakLanjut(l.uid);
  const simpan = useSimpanTindakLanjut(l.uid);
  const [isi, setIsi] = useState<Isian>(dariTersimpan(null));
  const [galat, setGalat] = useState<Partial<Record<Field, string>>>({});
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  useEffect(() => setIsi(dariTersimpan(q.data ?? null)), [q.data]);

  if (q.isLoading) return <Skeleton variant="rounded" height={240} />;
  const t = q.data ?? null;
  const terkunci = !bolehTulis || Boolean(t?.diterima_pada);
  const ubah = (f: keyof Isian) => (v: string) => {
    setIsi((x) => ({ ...x, [f]: v }));
    setGalat((g) => ({
      ...g,
      [f]: undefined,
      ...(f.endsWith('_meninggal') ? { waktu_meninggal: undefined } : {}),
    }));
  };

  const kirim = async () => {
    setGalatUmum(null);
    const body = {
      jenis: isi.jenis,
      tanggal_kontrol: isi.tanggal_kontrol,
      faskes_rujukan: isi.faskes_rujukan,
      alasan: isi.alasan,
      kondisi_pulang: isi.kondisi_pulang || null,
      kelas_diminta: isi.kelas_diminta || null,
      waktu_meninggal:
        isi.tanggal_meninggal && isi.jam_meninggal
          ? `${isi.tanggal_meninggal}T${isi.jam_meninggal}:00+07:00`
          : '',
      catatan: isi.catatan,
    };
    const cek = tindakLanjutInputSchema.safeParse(body);
    if (!cek.success) {
      const g: Partial<Record<Field, string>> = {};
      for (const i of cek.error.issues) g[String(i.path[0]) as Field] ??= i.message;
      setGalat(g);
      return;
    }
    try {
      const hasil = await simpan.mutateAsync(cek.data);
      toast.success(`Tindak lanjut tersimpan: ${ringkasTindakLanjut(cek.data)}`);
      setIsi(dariTersimpan(hasil));
    } catch (err) {
      if (err instanceof ApiError && err.errors.length) {
        const g: Partial<Record<Field, string>> = {};
        for (const e of err.errors) g[e.path as Field] = e.message;
        setGalat(g);
      } else {
        setGalatUmum(pesanError(err));
        toast.error(err);
      }
    }
  };

  const jenis = isi.jenis || null;
  const teks = (f: keyof Isian, label: string, opsi: { required?: boolean; multiline?: boolean } = {}) => (
    <TextField
      label={label}
      fullWidth
      required={opsi.required}
      multiline={opsi.multiline}
      minRows={opsi.multiline ? 2 : undefined}
      value={isi[f]}
      onChange={(e) => ubah(f)(e.target.value)}
      error={Boolean(galat[f])}
      helperText={galat[f]}
      disabled={terkunci}
    />
  );

  return (
    <Bagian judul="Tindak Lanjut">
      {t ? (
        <Alert severity={t.diterima_pada ? 'success' : 'info'} sx={{ mb: 2 }}>
          Tersimpan: <b>{ringkasTindakLanjut(t)}</b> · {formatTanggalWaktu(t.updated_at)}
          {t.diterima_pada ? ` · Diterima di rawat inap ${formatTanggalWaktu(t.diterima_pada)}` : ''}
        </Alert>
      ) : null}
      <RadioGroup
        aria-label="Tindak lanjut"
        value={isi.jenis}
        onChange={(e) => ubah('jenis')(e.target.value)}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          mb: 1,
        }}
      >
        {tindakLanjutUntuk(l.poli.jenis).map((j) => (
          <FormControlLabel
            key={j}
            value={j}
            control={<Radio />}
            label={LABEL_TINDAK_LANJUT[j]}
            disabled={terkunci}
          />
        ))}
      </RadioGroup>
      {galat.jenis ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {galat.jenis}
        </Alert>
      ) : null}

      {jenis ? (
        <Grid container spacing={2} sx={{ mb: 2 }}>
          {jenis === 'KONTROL' ? (
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateInput
                label="Tanggal kontrol"
                required
                value={isi.tanggal_kontrol}
                onChange={(v) => ubah('tanggal_kontrol')(v ?? '')}
                min={l.tanggal}
                noMax
                error={galat.tanggal_kontrol}
                disabled={terkunci}
                fullWidth
              />
            </Grid>
          ) : null}
          {jenis === 'RUJUK_LUAR' ? (
            <Grid size={{ xs: 12, sm: 6 }}>
              {teks('faskes_rujukan', 'Faskes tujuan rujukan', { required: true })}
            </Grid>
          ) : null}
          {jenis === 'RANAP' ? (
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                label="Kelas yang diminta"
                value={isi.kelas_diminta}
                onChange={(e) => ubah('kelas_diminta')(e.target.value)}
                error={Boolean(galat.kelas_diminta)}
                helperText={galat.kelas_diminta}
                disabled={terkunci}
              >
                <MenuItem value="">
                  <em>Sesuai hak kelas pasien</em>
                </MenuItem>
                {KELAS_RANAP.map((k) => (
                  <MenuItem key={k} value={k}>
                    {LABEL_KELAS_RANAP[k]}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          ) : null}
          {jenis === 'MENINGGAL' ? (
            <>
              <Grid size={{ xs: 12, sm: 6 }}>
                <DateInput
                  label="Tanggal meninggal"
                  required
                  value={isi.tanggal_meninggal}
                  onChange={(v) => ubah('tanggal_meninggal')(v ?? '')}
                  min={l.tanggal}
                  error={galat.waktu_meninggal}
                  disabled={terkunci}
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  label="Jam meninggal"
                  type="time"
                  required
                  fullWidth
                  value={isi.jam_meninggal}
                  onChange={(e) => ubah('jam_meninggal')(e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                  error={Boolean(galat.waktu_meninggal)}
                  helperText="WIB"
                  disabled={terkunci}
                />
              </Grid>
            </>
          ) : null}
          {LABEL_ALASAN[jenis] ? (
            <Grid size={12}>
              {teks('alasan', LABEL_ALASAN[jenis] ?? 'Alasan', {
                required: ALASAN_WAJIB.includes(jenis),
                multiline: true,
              })}
            </Grid>
          ) : null}
          {PAKAI_KONDISI.includes(jenis) ? (
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                label="Kondisi saat pulang"
                value={isi.kondisi_pulang}
                onChange={(e) => ubah('kondisi_pulang')(e.target.value)}
                disabled={terkunci}
              >
                <MenuItem value="">
                  <em>—</em>
                </MenuItem>
                {KONDISI_PULANG.map((k) => (
                  <MenuItem key={k} value={k}>
                    {k}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          ) : null}
          <Grid size={12}>{teks('catatan', 'Catatan', { multiline: true })}</Grid>
        </Grid>
      ) : null}

      {galatUmum ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {galatUmum}
        </Alert>
      ) : null}
      {!terkunci ? (
        <Box>
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            onClick={() => void kirim()}
            loading={simpan.isPending}
            disabled={!jenis}
          >
            Simpan Tindak Lanjut
          </Button>
        </Box>
      ) : null}
    </Bagian>
  );
}
