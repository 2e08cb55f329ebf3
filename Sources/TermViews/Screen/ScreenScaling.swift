import Foundation

/// How a window maps points onto the terminal: one point per cell, or a device's width across the
/// terminal's width.
public enum ScreenScaling: Hashable, Sendable, CustomStringConvertible {
    /// One point per cell: layouts written for the terminal. UIKit's defaults (margins, spacing, list
    /// rows) take terminal-sized values.
    case cells
    /// `device`'s width in points across the terminal's columns; a row is `cellAspect` columns tall
    /// (a cell's height over its width: 2 on most terminals). The window is as many points tall as
    /// the terminal's rows give at that scale. UIKit's defaults are UIKit's numbers in points.
    case device(Device, cellAspect: CGFloat)

    /// A terminal cell's height over its width where the terminal does not say.
    public static let defaultCellAspect: CGFloat = 2

    /// The phone `tcv run` uses by default, with the usual cell aspect.
    public static let phone = ScreenScaling.device(.defaultPhone, cellAspect: defaultCellAspect)

    /// The scale for a terminal `columns` wide.
    public func scale(forColumns columns: Int) -> ScreenScale {
        switch self {
        case .cells: .cells
        case .device(let device, let cellAspect):
            ScreenScale(fittingWidth: device.screenSize.width, intoColumns: columns, cellAspect: cellAspect)
        }
    }

    /// The device shown, nil at one point per cell.
    public var device: Device? {
        if case .device(let device, _) = self { return device }
        return nil
    }

    /// The choice as reports print it: `cells`, or the device's name and the cell aspect.
    public var description: String {
        switch self {
        case .cells: "cells"
        case .device(let device, let aspect): "\(device.name), cell aspect \(aspect)"
        }
    }
}
