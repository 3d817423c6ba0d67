sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1626.91 qps: 9792.43 (r/w/o: 0.00/6530.62/3261.81) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1652.29 qps: 9916.74 (r/w/o: 0.00/6612.16/3304.58) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1575.44 qps: 9443.67 (r/w/o: 0.00/6293.78/3149.89) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1825.13 qps: 10957.79 (r/w/o: 0.00/7307.53/3650.26) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1737.06 qps: 10412.38 (r/w/o: 0.00/6937.25/3475.13) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1779.88 qps: 10690.30 (r/w/o: 0.00/7130.54/3559.77) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1604.22 qps: 9628.34 (r/w/o: 0.00/6419.89/3208.45) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1613.73 qps: 9672.38 (r/w/o: 0.00/6444.92/3227.46) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1918.13 qps: 11522.77 (r/w/o: 0.00/7686.52/3836.26) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1725.41 qps: 10342.43 (r/w/o: 0.00/6892.62/3449.81) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1718.42 qps: 10303.54 (r/w/o: 0.00/6865.70/3437.85) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1772.45 qps: 10626.72 (r/w/o: 0.00/7082.81/3543.91) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1638.77 qps: 9849.57 (r/w/o: 0.00/6572.04/3277.54) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1799.25 qps: 10797.52 (r/w/o: 0.00/7199.02/3598.51) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1716.46 qps: 10289.76 (r/w/o: 0.00/6856.84/3432.92) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1818.62 qps: 10921.70 (r/w/o: 0.00/7283.46/3638.23) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1686.90 qps: 10126.42 (r/w/o: 0.00/6752.61/3373.81) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 2036.38 qps: 12205.28 (r/w/o: 0.00/8132.52/4072.76) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1608.75 qps: 9642.51 (r/w/o: 0.00/6428.01/3214.50) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1778.01 qps: 10687.01 (r/w/o: 0.00/7128.00/3559.01) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1449.12 qps: 8676.71 (r/w/o: 0.00/5781.47/2895.24) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1664.59 qps: 9983.52 (r/w/o: 0.00/6656.35/3327.17) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1781.49 qps: 10707.97 (r/w/o: 0.00/7140.98/3566.99) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1758.15 qps: 10549.90 (r/w/o: 0.00/7033.60/3516.30) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1678.92 qps: 10055.57 (r/w/o: 0.00/6696.73/3358.84) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1880.59 qps: 11307.61 (r/w/o: 0.00/7546.42/3761.19) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1729.44 qps: 10371.65 (r/w/o: 0.00/6912.77/3458.88) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 2013.73 qps: 12083.38 (r/w/o: 0.00/8055.92/4027.46) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1951.84 qps: 11715.06 (r/w/o: 0.00/7811.37/3903.69) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1652.04 qps: 9891.23 (r/w/o: 0.00/6590.16/3301.08) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1871.36 qps: 11247.18 (r/w/o: 0.00/7501.45/3745.73) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1529.48 qps: 9159.88 (r/w/o: 0.00/6100.92/3058.96) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1425.00 qps: 8569.00 (r/w/o: 0.00/5719.00/2850.00) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 8.00 qps: 48.00 (r/w/o: 0.00/32.00/16.00) lat (ms,95%): 1069.86 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 264.91 qps: 1570.49 (r/w/o: 0.00/1040.66/529.83) lat (ms,95%): 153.02 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1868.72 qps: 11213.34 (r/w/o: 0.00/7475.90/3737.45) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 2068.63 qps: 12427.78 (r/w/o: 0.00/8290.52/4137.26) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1725.65 qps: 10340.94 (r/w/o: 0.00/6890.63/3450.31) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1748.80 qps: 10502.79 (r/w/o: 0.00/7004.20/3498.59) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1711.47 qps: 10269.83 (r/w/o: 0.00/6846.88/3422.94) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1783.28 qps: 10694.68 (r/w/o: 0.00/7129.12/3565.56) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1861.48 qps: 11162.91 (r/w/o: 0.00/7441.94/3720.97) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1773.56 qps: 10654.40 (r/w/o: 0.00/7104.27/3550.13) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1780.90 qps: 10665.38 (r/w/o: 0.00/7104.59/3560.79) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1719.72 qps: 10334.33 (r/w/o: 0.00/6894.89/3439.44) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           301368
        other:                           150684
        total:                           452052
    transactions:                        75342  (1674.05 per sec.)
    queries:                             452052 (10044.28 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0053s
    total number of events:              75342

Latency (ms):
         min:                                    0.85
         avg:                                    4.77
         max:                                 1065.10
         95th percentile:                       11.04
         sum:                               359712.46

Threads fairness:
    events (avg/stddev):           9417.7500/34.65
    execution time (avg/stddev):   44.9641/0.00

