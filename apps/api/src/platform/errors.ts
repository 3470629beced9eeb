/** An error a person at the screen should read: stable code, HTTP status, Indonesian message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: { path: string; message: string }[]) =>
  new AppError(400, 'VALIDATION_ERROR', message, errors);
export const unauthorized = (message = 'Sesi login tidak valid atau telah berakhir', code = 'EXPIRED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'Anda tidak memiliki akses untuk tindakan ini') =>
  new AppError(403, 'AKSES_DITOLAK', message);
export const notFound = (what: string) => new AppError(404, 'TIDAK_DITEMUKAN', `${what} tidak ditemukan`);
export const conflict = (code: string, message: string, errors?: { path: string; message: string }[]) =>
  new AppError(409, code, message, errors);
export const tooManyRequests = (message: string) => new AppError(429, 'TERLALU_BANYAK_PERCOBAAN', message);
