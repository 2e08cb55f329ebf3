// The types a layout test names, so `import LayoutTesting` is the only import a test needs besides
// the user's own module (and UIKitCompat for UIKit's names).
@_exported import struct TermCanvas.Canvas
@_exported import struct TermCanvas.CellSize
@_exported import struct LayoutQA.FrameBudget
@_exported import struct LayoutQA.FuzzFailure
@_exported import struct LayoutQA.InvariantViolation
@_exported import struct TermViews.Device
@_exported import enum TermViews.ScreenScaling
@_exported import enum TermViews.UserInterfaceLayoutDirection
