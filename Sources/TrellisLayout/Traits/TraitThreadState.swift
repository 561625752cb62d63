#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The current traits' state, one per thread.
///
/// UIKit keeps `UITraitCollection.current` for the main thread, the only
/// one it lays out on. Trellis lays windows out on several threads at once
/// (the snapshot runner renders its cases concurrently), so a process-wide
/// variable holding the view that is laying out would be written by every
/// thread, and retaining and releasing it from two threads at once crashes.
/// Each thread gets its own, in POSIX thread-specific storage (cheap to
/// read on every `layoutSubviews()`), released when the thread ends.
final class TraitThreadState {
    var currentStorage: UITraitCollection?
    var layingOutView: UIView?

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer = pointer as UnsafeMutableRawPointer? else { return }
            Unmanaged<TraitThreadState>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// This thread's state, made on first use.
    static var forThisThread: TraitThreadState {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<TraitThreadState>.fromOpaque(pointer).takeUnretainedValue()
        }
        let state = TraitThreadState()
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }
}
