import Foundation
import TermCanvas
import TermViews
import Testing

/// Points → cells and back, by hand-computed numbers at two scales: the phone at 100 columns
/// (393 / 100 = 3.93 points a column, 7.86 a row) and an even 4 × 8.
@MainActor
struct ScreenScaleTests {
    private let phone = ScreenScale(fittingWidth: 393, intoColumns: 100, cellAspect: 2)
    private let even = ScreenScale(pointsPerColumn: 4, pointsPerRow: 8)
    private let origin = CellRect(x: 0, y: 0, width: 0, height: 0)

    @Test func a_phone_width_across_100_columns_is_3_93_points_a_column_and_twice_that_a_row() {
        #expect(abs(phone.pointsPerColumn - 3.93) < 1e-12)
        #expect(abs(phone.pointsPerRow - 7.86) < 1e-12)
        #expect(!phone.isOnePointPerCell)
        #expect(ScreenScale.cells.isOnePointPerCell)
    }

    @Test func a_44_point_square_is_11_columns_by_6_rows_on_the_phone() {
        // 44 / 3.93 = 11.196 → 11; 44 / 7.86 = 5.598 → 6: as wide as tall on a 1:2 cell.
        #expect(phone.cellRect(for: CGRect(x: 0, y: 0, width: 44, height: 44), origin: origin)
                == CellRect(x: 0, y: 0, width: 11, height: 6))
        // A 60-point header across the phone: 100 columns by 60 / 7.86 = 7.63 → 8 rows.
        #expect(phone.cellRect(for: CGRect(x: 0, y: 0, width: 393, height: 60), origin: origin)
                == CellRect(x: 0, y: 0, width: 100, height: 8))
    }

    @Test func edges_round_to_the_nearest_cell_edge_halves_up_and_land_at_the_origin() {
        // x 130 / 4 = 32.5 → 33, maxX 260 / 4 = 65; y 20 / 8 = 2.5 → 3, maxY 70 / 8 = 8.75 → 9.
        #expect(even.cellRect(for: CGRect(x: 130, y: 20, width: 130, height: 50), origin: CellRect(x: 2, y: 1, width: 9, height: 9))
                == CellRect(x: 35, y: 4, width: 32, height: 6))
        // Halves round up below zero too: x −6 / 4 = −1.5 → −1, maxX −2 / 4 = −0.5 → 0; y −0.5 → 0, 0.
        #expect(even.cellRect(for: CGRect(x: -6, y: -4, width: 4, height: 4), origin: origin)
                == CellRect(x: -1, y: 0, width: 1, height: 0))
    }

    @Test func neighbours_that_touch_in_points_touch_on_screen_at_both_scales() {
        for scale in [phone, even] {
            var generator = SeededGenerator(seed: 20)
            for _ in 0..<200 {
                // A row of items with random widths and no spacing, at a random start: each item's left
                // cell edge is its left neighbour's right one.
                var x = CGFloat(Int.random(in: 0...4000, using: &generator)) / 7
                var previous: CellRect?
                for _ in 0..<12 {
                    let width = CGFloat(Int.random(in: 1...900, using: &generator)) / 9
                    let cells = scale.cellRect(for: CGRect(x: x, y: 0, width: width, height: 10), origin: origin)
                    if let previous { #expect(cells.x == previous.x + previous.width, "gap or overlap at x = \(x) points") }
                    #expect(cells.width >= 0)
                    previous = cells
                    x += width
                }
            }
        }
    }

    @Test func a_click_touches_the_centre_of_its_cell_in_points() {
        #expect(even.point(atCellCenter: 10, 3) == CGPoint(x: 42, y: 28))
        let touched = phone.point(atCellCenter: 0, 0)
        #expect(abs(touched.x - 1.965) < 1e-12 && abs(touched.y - 3.93) < 1e-12)
        // The cell under a point and the point at a cell's centre agree.
        let cell = phone.cellRect(for: CGRect(origin: phone.point(atCellCenter: 57, 21), size: .zero), origin: origin)
        #expect(cell.x == 57 || cell.x == 58)
    }

    @Test func cells_become_points_for_the_area_a_window_gives_its_view() {
        #expect(even.rect(of: CellRect(x: 1, y: 2, width: 10, height: 5)) == CGRect(x: 4, y: 16, width: 40, height: 40))
        #expect(even.size(columns: 3, rows: 2) == CGSize(width: 12, height: 16))
        #expect(even.columns(in: 39.9) == 9)
        #expect(even.columns(in: -5) == 0)
        #expect(even.columns(in: .infinity) == 0)
    }

    @Test func a_scale_that_is_not_positive_and_finite_maps_one_point_per_cell_on_that_axis() {
        let broken = ScreenScale(pointsPerColumn: 0, pointsPerRow: .nan)
        #expect(broken == .cells)
        #expect(ScreenScale(fittingWidth: 393, intoColumns: 0, cellAspect: 2).pointsPerColumn == 393)
    }

    @Test func a_device_fills_the_terminal_width_and_cells_keep_one_point_per_cell() {
        let scaling = ScreenScaling.device(.iPadPro13, cellAspect: 2.5)
        #expect(scaling.scale(forColumns: 129) == ScreenScale(pointsPerColumn: 8, pointsPerRow: 20))
        #expect(ScreenScaling.cells.scale(forColumns: 129) == .cells)
        #expect(Device.named("IPHONE-16") == .iPhone16)
        #expect(Device.named("iphone-99") == nil)
    }
}
