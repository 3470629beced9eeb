import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  type Booking,
  type BookingBuat,
  bookingBuatSchema,
  formatJam,
  formatTanggal,
  formatTanggalPendek,
  JENIS_KUNJUNGAN_ANTREAN,
  LABEL_JENIS_KUNJUNGAN_ANTREAN,
  LABEL_STATUS_PASIEN,
  MAKS_HARI_DAFTAR,
  type PasienRingkas,
  pendaftaranApi,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useEffect, useState } from 'react';
import { Controller, type Path, type Resolver, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../api/client.ts';
import { queryClient } from '../../api/query.ts';
import { useToast } from '../../shell/toast.tsx';
import { DateInput } from '../../ui/DateInput.tsx';
import { FormDialog } from '../../ui/form/FormDialog.tsx';
import { FormTeks } from '../../ui/form/fields.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { PoliDokterFields } from '../pendaftaran/PoliDokterFields.tsx';
import { useKuota, usePoliAktif } from '../pendaftaran/pendaftaran.api.ts';
import { useBuatBooking, useCariPasien } from './online.api.ts';

/** What the form holds: strings as typed; the schema below turns them into the contract's body. */
interface Nilai {
  pasien_baru: boolean;
  pasien_uid: string;
  nik: string;
  nomorkartu: string;
  nohp: string;
  poli_uid: string;
  dokter_uid: string;
  tanggal: string;
  jam_mulai: string;
  jenis_pasien: 'JKN' | 'NON JKN';
  nomor_referensi: string;
  jenis_kunjungan: string;
}
type Keluaran = BookingBuat & { pasien_baru: boolean };

const FIELDS: readonly Path<Nilai>[] = [
  'pasien_uid',
  'nik',
  'nomorkartu',
  'nohp',
  'poli_uid',
  'dokter_uid',
  'tanggal',
  'jam_mulai',
  'jenis_pasien',
  'nomor_referensi',
  'jenis_kunjungan',
];

/** The booking service names some fields as BPJS does (docs/antrean-online.md). */
const ALIAS_SERVER: Record<string, Path<Nilai>> = {
  kodepoli: 'poli_uid',
  kodedokter: 'dokter_uid',
  jampraktek: 'jam_mulai',
  tanggalperiksa: 'tanggal',
  nomorreferensi: 'nomor_referensi',
  nomorkartu: 'nomorkartu',
};

const isi = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

/**
 * The contract's body (bookingBuatSchema) with the rules the desk knows before asking: a chosen
 * patient or, for a new one, NIK and phone; for JKN a 13-digit card, the referral and visit kind.
 */
const skemaForm = z.preprocess(
  (raw) => {
    const v = raw as Nilai;
    const jkn = v.jenis_pasien === 'JKN';
    return {
      pasien_baru: v.pasien_baru,
      pasien_uid: v.pasien_baru ? undefined : isi(v.pasien_uid),
      nik: v.pasien_baru ? isi(v.nik) : undefined,
      nomorkartu: jkn ? isi(v.nomorkartu) : undefined,
      nohp: v.pasien_baru ? isi(v.nohp) : undefined,
      poli_uid: v.poli_uid,
      dokter_uid: v.dokter_uid,
      tanggal: v.tanggal,
      jam_mulai: isi(v.jam_mulai),
      jenis_pasien: v.jenis_pasien,
      nomor_referensi: jkn ? isi(v.nomor_referensi) : undefined,
      jenis_kunjungan: jkn && v.jenis_kunjungan ? Number(v.jenis_kunjungan) : undefined,
    };
  },
  bookingBuatSchema.extend({ pasien_baru: z.boolean() }).superRefine(
    (b, ctx) => {
      const wajib = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (b.pasien_baru) {
        if (!b.nik) wajib('nik', 'NIK wajib diisi untuk pasien baru');
        if (!b.nohp) wajib('nohp', 'Nomor HP wajib diisi untuk pasien baru');
      } else if (!b.pasien_uid) wajib('pasien_uid', 'Pilih pasien, atau aktifkan "Pasien baru"');
      if (b.jenis_pasien === 'JKN') {
        if (!b.nomorkartu) wajib('nomorkartu', 'Nomor kartu BPJS (13 digit) wajib diisi untuk pasien JKN');
        if (!b.nomor_referensi) wajib('nomor_referensi', 'Nomor rujukan wajib diisi untuk pasien JKN');
        if (!b.jenis_kunjungan) wajib('jenis_kunjungan', 'Jenis kunjungan wajib dipilih untuk pasien JKN');
      }
      // Also while other fields are still wrong: every missing field shows at once.
    },
    { when: () => true },
  ),
);

function tambahHari(tanggal: string, n: number): string {
  const d = new Date(`${tanggal}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const awal = (besok: string): Nilai => ({
  pasien_baru: false,
  pasien_uid: '',
  nik: '',
  nomorkartu: '',
  nohp: '',
  poli_uid: '',
  dokter_uid: '',
  tanggal: besok,
  jam_mulai: '',
  jenis_pasien: 'NON JKN',
  nomor_referensi: '',
  jenis_kunjungan: '1',
});

const hanyaAngka = (v: string) => v.replace(/\D/g, '');

/**
 * 'Booking Baru' on /pasien-online: a hospital-channel booking (sumber RS) taken at the desk or by
 * phone/WhatsApp, for a known patient or a new one without a No. RM (NIK and phone; the record is
 * completed at check-in). Same rules as the API (docs/antrean-online.md); a refusal (quota full,
 * doctor on leave, already booked) is shown above the form.
 */
export function BookingBaruDialog({
  open,
  onClose,
  onTersimpan,
}: {
  open: boolean;
  onClose: () => void;
  onTersimpan?: (b: Booking) => void;
}) {
  const toast = useToast();
  const buat = useBuatBooking();
  const hariIni = toJakartaIsoDate(new Date());
  const besok = tambahHari(hariIni, 1);
  const [pasien, setPasien] = useState<PasienRingkas | null>(null);
  const form = useForm<Nilai, unknown, Keluaran>({
    resolver: zodResolver(skemaForm as never) as unknown as Resolver<Nilai, unknown, Keluaran>,
    defaultValues: awal(besok),
    mode: 'onTouched',
  });
  const { reset, control, setValue, clearErrors, formState } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time it opens
  useEffect(() => {
    if (open) {
      reset(awal(besok));
      setPasien(null);
    }
  }, [open, reset]);

  const [pasienBaru, jenisPasien, tanggal, poliUid, dokterUid] = useWatch({
    control,
    name: ['pasien_baru', 'jenis_pasien', 'tanggal', 'poli_uid', 'dokter_uid'],
  });
  const jkn = jenisPasien === 'JKN';

  const pilihPasien = (p: PasienRingkas | null) => {
    setPasien(p);
    setValue('pasien_uid', p?.uid ?? '', { shouldValidate: Boolean(p) });
    // JKN takes the card from the patient record.
    setValue('nomorkartu', p?.no_bpjs ?? '');
    if (p?.no_bpjs) clearErrors('nomorkartu');
  };

  const galatServer = (err: unknown, v: Keluaran): string | null => {
    if (!(err instanceof ApiError))
      return err instanceof Error ? err.message : 'Terjadi kesalahan. Silakan coba lagi.';
    // A full session or a doctor gone on leave: the sessions on screen are read again.
    if (err.status === 409) void queryClient.invalidateQueries({ queryKey: [pendaftaranApi.kuota.path] });
    let terpasang = 0;
    for (const e of err.errors) {
      const segmen = e.path.split(/[./]/).filter(Boolean);
      let field = FIELDS.find((f) => segmen.includes(f)) ?? segmen.map((s) => ALIAS_SERVER[s]).find(Boolean);
      if (!field && segmen.includes('nik')) field = v.pasien_baru ? 'nik' : 'pasien_uid';
      if (!field) continue;
      const message = field === 'nomor_referensi' ? 'Nomor rujukan wajib diisi untuk pasien JKN' : e.message;
      form.setError(field, { type: 'server', message }, { shouldFocus: terpasang === 0 });
      terpasang += 1;
    }
    return terpasang > 0 ? null : err.message;
  };

  const simpan = async ({ pasien_baru: _, ...body }: Keluaran) => {
    const b = await buat.mutateAsync(body);
    toast.success(`Booking ${b.kodebooking} · antrian ${b.nomor_antrian}`);
    onTersimpan?.(b);
    onClose();
  };

  return (
    <FormDialog<Nilai, Keluaran>
      open={open}
      onClose={onClose}
      judul="Booking Baru"
      form={form}
      onSimpan={simpan}
      galatServer={galatServer}
      tombolSimpan="Buat Booking"
      maxWidth="md"
      layarPenuhKecil
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Booking kanal rumah sakit (telepon, WhatsApp, loket) untuk tanggal {formatTanggalPendek(hariIni)} s.d.{' '}
        {formatTanggalPendek(tambahHari(hariIni, MAKS_HARI_DAFTAR))}. Nomor antrean diambil sekarang; pasien
        check-in saat datang.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <Controller
            control={control}
            name="pasien_baru"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(e) => {
                      field.onChange(e.target.checked);
                      clearErrors(['pasien_uid', 'nik', 'nohp', 'nomorkartu']);
                      setValue('nomorkartu', e.target.checked ? '' : (pasien?.no_bpjs ?? ''));
                    }}
                  />
                }
                label="Pasien baru (belum punya No. RM)"
              />
            )}
          />
          {pasienBaru ? null : (
            <PilihPasien pasien={pasien} onPilih={pilihPasien} galat={formState.errors.pasien_uid?.message} />
          )}
        </Box>
        {pasienBaru ? (
          <>
            <FormTeks<Nilai> name="nik" label="NIK (16 digit)" required ubah={hanyaAngka} />
            <FormTeks<Nilai>
              name="nohp"
              label="Nomor HP / WhatsApp"
              required
              ubah={(v) => v.replace(/[^\d+]/g, '')}
              helperText="Untuk menghubungi pasien bila jadwal berubah"
            />
          </>
        ) : null}
        <Controller
          control={control}
          name="tanggal"
          render={({ field, fieldState }) => (
            <DateInput
              label="Tanggal Periksa"
              required
              value={field.value}
              onChange={(v) => {
                field.onChange(v ?? '');
                setValue('dokter_uid', '');
                setValue('jam_mulai', '');
              }}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              min={hariIni}
              max={tambahHari(hariIni, MAKS_HARI_DAFTAR)}
              error={fieldState.error?.message}
              helperText={field.value ? formatTanggal(field.value) : ' '}
              fullWidth
            />
          )}
        />
        <PoliDokterSesi
          form={form}
          tanggal={tanggal}
          poliUid={poliUid}
          dokterUid={dokterUid}
          hariIni={hariIni}
          jkn={jenisPasien === 'JKN'}
        />
        <Controller
          control={control}
          name="jenis_pasien"
          render={({ field }) => (
            <Box>
              <Typography variant="caption" color="text.secondary" component="div">
                Jenis pasien
              </Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                value={field.value}
                onChange={(_, v: Nilai['jenis_pasien'] | null) => {
                  if (!v) return;
                  field.onChange(v);
                  clearErrors(['nomorkartu', 'nomor_referensi', 'jenis_kunjungan']);
                }}
                aria-label="Jenis pasien"
              >
                <ToggleButton value="NON JKN">Non-JKN</ToggleButton>
                <ToggleButton value="JKN">JKN (BPJS)</ToggleButton>
              </ToggleButtonGroup>
            </Box>
          )}
        />
        {jkn ? (
          <FormTeks<Nilai>
            name="nomorkartu"
            label="No. Kartu BPJS (13 digit)"
            required
            ubah={hanyaAngka}
            helperText={!pasienBaru && pasien?.no_bpjs ? 'Dari data pasien' : undefined}
          />
        ) : null}
        {jkn ? (
          <>
            <FormTeks<Nilai> name="nomor_referensi" label="Nomor rujukan / surat kontrol" required />
            <Controller
              control={control}
              name="jenis_kunjungan"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Jenis kunjungan"
                  required
                  name={field.name}
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? ' '}
                >
                  {JENIS_KUNJUNGAN_ANTREAN.map((j) => (
                    <MenuItem key={j} value={String(j)}>
                      {LABEL_JENIS_KUNJUNGAN_ANTREAN[j]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </>
        ) : null}
      </Box>
    </FormDialog>
  );
}

/** Clinic and doctor (the registration's pickers, without the IGD), then the doctor's session. */
function PoliDokterSesi({
  form,
  tanggal,
  poliUid,
  dokterUid,
  hariIni,
  jkn,
}: {
  form: UseFormReturn<Nilai, unknown, Keluaran>;
  tanggal: string;
  poliUid: string;
  dokterUid: string;
  hariIni: string;
  /** JKN and non-JKN patients have their own share of a session whose quota is split. */
  jkn: boolean;
}) {
  const { control, setValue, clearErrors, formState } = form;
  const polis = usePoliAktif();
  const kuota = useKuota(poliUid || null, tanggal || undefined);
  const tanpaBooking = (polis.data ?? []).filter((p) => p.jenis === 'IGD' || p.jenis === 'RAWAT_INAP');
  const dokter = kuota.data?.dokter.find((d) => d.dokter_uid === dokterUid);
  const sesi = dokter?.sesi ?? [];
  const jamSekarang = formatJam(new Date()).replace('.', ':');
  const sudahLewat = (jamSelesai: string) => tanggal === hariIni && jamSelesai <= jamSekarang;
  type Sesi = (typeof sesi)[number];
  const sisaUntuk = (x: Sesi) => (jkn ? x.sisa_jkn : x.sisa_nonjkn);
  const cuti = dokter?.cuti ?? null;
  const tertutup = (x: Sesi) => Boolean(cuti) || sudahLewat(x.jam_selesai) || sisaUntuk(x) <= 0;

  // One open session: chosen for the desk.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the doctor changes
  useEffect(() => {
    const bisa = sesi.filter((x) => !tertutup(x));
    if (dokter && bisa.length === 1 && bisa[0]) setValue('jam_mulai', bisa[0].jam_mulai);
  }, [dokterUid, dokter?.sesi.length]);

  const keteranganSesi = (x: Sesi) => {
    if (cuti) return `dokter cuti (${cuti.alasan})`;
    if (sudahLewat(x.jam_selesai)) return 'sudah berakhir';
    const jenis = x.kuota_jkn === null ? '' : jkn ? ' JKN' : ' non-JKN';
    const batas = x.kuota_jkn === null ? x.kuota : jkn ? x.kuota_jkn : x.kuota - x.kuota_jkn;
    return sisaUntuk(x) <= 0
      ? `kuota${jenis} penuh (${batas})`
      : `sisa kuota${jenis} ${sisaUntuk(x)}/${batas}`;
  };

  return (
    <>
      <PoliDokterFields
        tanggal={tanggal || undefined}
        poliUid={poliUid}
        dokterUid={dokterUid}
        kecuali={tanpaBooking.map((p) => p.uid)}
        onPoli={(uid) => {
          setValue('poli_uid', uid, { shouldValidate: true });
          setValue('dokter_uid', '');
          setValue('jam_mulai', '');
        }}
        onDokter={(uid) => {
          setValue('dokter_uid', uid, { shouldValidate: true });
          setValue('jam_mulai', '');
          clearErrors('jam_mulai');
        }}
        galat={{
          poli_uid: formState.errors.poli_uid?.message,
          dokter_uid: formState.errors.dokter_uid?.message,
        }}
      />
      <Controller
        control={control}
        name="jam_mulai"
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Sesi praktik"
            required
            disabled={!dokter}
            name={field.name}
            value={sesi.some((s) => s.jam_mulai === field.value) ? field.value : ''}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ?? (cuti ? `${dokter?.dokter_nama} cuti: ${cuti.alasan}` : ' ')
            }
          >
            {sesi.map((s) => (
              <MenuItem key={s.jam_mulai} value={s.jam_mulai} disabled={tertutup(s)}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', width: '100%', gap: 2 }}>
                  <span>
                    {s.jam_mulai}–{s.jam_selesai}
                  </span>
                  <Typography variant="body2" color={tertutup(s) ? 'error.main' : 'success.main'}>
                    {keteranganSesi(s)}
                  </Typography>
                </Box>
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </>
  );
}

/** An existing patient by name, No. RM, NIK or BPJS number (as 'Daftarkan Pasien'). */
function PilihPasien({
  pasien,
  onPilih,
  galat,
}: {
  pasien: PasienRingkas | null;
  onPilih: (p: PasienRingkas | null) => void;
  galat: string | undefined;
}) {
  const [cari, setCari] = useState('');
  const hasil = useCariPasien(cari);
  if (pasien)
    return (
      <Box
        sx={{
          p: 1.5,
          borderRadius: 2,
          bgcolor: 'action.hover',
          display: 'flex',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            Pasien
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {pasien.nama}{' '}
            <Typography component="span" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
              ({pasien.no_rm})
            </Typography>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {pasien.jenis_kelamin} · lahir {formatTanggalPendek(pasien.tanggal_lahir)} · BPJS{' '}
            {pasien.no_bpjs ?? 'tidak ada'} · HP {pasien.no_hp ?? '-'}
          </Typography>
        </Box>
        <Button size="small" onClick={() => onPilih(null)}>
          Ganti pasien
        </Button>
      </Box>
    );
  const baris = hasil.data ?? [];
  return (
    <Box>
      <SearchField
        value={cari}
        onChange={setCari}
        placeholder="Cari No. RM, NIK, No. BPJS, atau nama pasien…"
        fullWidth
        error={Boolean(galat)}
      />
      {galat ? <FormHelperText error>{galat}</FormHelperText> : null}
      {cari.trim().length >= 3 ? (
        <List dense sx={{ maxHeight: 220, overflowY: 'auto' }}>
          {baris.map((p) => (
            <ListItemButton key={p.uid} disabled={p.status === 'MENINGGAL'} onClick={() => onPilih(p)}>
              <ListItemText
                primary={
                  <>
                    <Typography component="span" sx={{ fontFamily: 'monospace', mr: 1 }}>
                      {p.no_rm}
                    </Typography>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {p.nama}
                    </Typography>
                    {p.status !== 'AKTIF' ? (
                      <Typography component="span" color="error" sx={{ ml: 1 }}>
                        ({LABEL_STATUS_PASIEN[p.status]})
                      </Typography>
                    ) : null}
                  </>
                }
                secondary={`${p.jenis_kelamin} · lahir ${formatTanggalPendek(p.tanggal_lahir)} · ${p.alamat_singkat}`}
              />
            </ListItemButton>
          ))}
          {!hasil.isFetching && baris.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
              Tidak ada pasien yang cocok. Aktifkan "Pasien baru" untuk booking dengan NIK.
            </Typography>
          ) : null}
        </List>
      ) : (
        <FormHelperText>Ketik minimal 3 huruf/angka.</FormHelperText>
      )}
    </Box>
  );
}
